/** A Fenwick (binary indexed) tree of counts over positions 0 … size − 1: add and prefix count in O(log n). */
export class FenwickTree {
  private readonly tree: Int32Array;

  constructor(size: number) {
    this.tree = new Int32Array(size + 1);
  }

  /** One more at `position`. */
  add(position: number): void {
    for (let i = position + 1; i < this.tree.length; i += i & -i) this.tree[i] = (this.tree[i] as number) + 1;
  }

  /** How many at positions 0 … end − 1. */
  countBelow(end: number): number {
    let count = 0;
    for (let i = end; i > 0; i -= i & -i) count += this.tree[i] as number;
    return count;
  }
}
