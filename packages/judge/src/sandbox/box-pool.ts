/**
 * Boxes kept from one use to the next. Opening a box costs ~20 ms of bubblewrap's set-up, and the spawn
 * behind it blocks Node's event loop for as long as the kernel takes to copy Node's page tables (~8 ms
 * for a 300 MB server; it grows with the process). Readying a used box costs a RESET: the supervisor
 * kills the box's init, which takes every process and the /tmp of the use along, and makes a new one;
 * then the folders the box binds are emptied (after the reset, so no process is left to see them). What
 * stays is what no program can write to: bubblewrap's read-only mounts, its user and network namespaces
 * (a socket dies with its process; IPC objects cannot be made), the supervisor and the groups.
 *
 * A kind of box (test-boxes.ts, compile.ts) says how one opens, how it is fitted to a use (`P`, e.g. a
 * memory cap) and which folders it binds.
 */
import type { Box } from './box';

export type BoxKind<T extends { box: Box }, P> = {
  open: (params: P) => Promise<T>;
  /**
   * Every box of an item, reset, kept and closed together: its own, and any opened beside it for the
   * same use (a test box's validator box, test-boxes.ts). Without it, the item's own box.
   */
  boxes?: (item: T) => Box[];
  /** Fits an idle box to a use; false when it cannot be (it is then closed and a new one opened). */
  fit: (item: T, params: P) => boolean;
  /** Empties the folders the box binds, once its reset has ended every process in it. */
  empty: (item: T) => void;
  /** Removes the folders the box binds, once it is closed. */
  remove: (item: T) => void;
};

export type BoxPoolOptions = {
  /** Idle boxes kept at most; more come back than that only when uses ran side by side. */
  maxIdle: number;
  /** An idle box unused this long is closed: a quiet judge holds no boxes. */
  idleMs: number;
};

/** How many boxes were opened and how many uses a used box served: for tests and benches. */
export type BoxPoolCounts = { opened: number; reused: number };

export class BoxPool<T extends { box: Box }, P> {
  /** The most recently returned last: it is taken first, while its memory is warm. */
  private readonly idle: { item: T; timer: NodeJS.Timeout }[] = [];
  private closed = false;
  private readonly counted: BoxPoolCounts = { opened: 0, reused: 0 };

  constructor(
    private readonly kind: BoxKind<T, P>,
    private readonly options: BoxPoolOptions,
  ) {}

  get counts(): BoxPoolCounts {
    return { ...this.counted };
  }

  /** `count` boxes for one use: idle ones first, new ones for the rest; all or none. */
  async lease(count: number, params: P): Promise<T[]> {
    const leased: T[] = [];
    while (leased.length < count) {
      const waiting = this.idle.pop();
      if (!waiting) break;
      clearTimeout(waiting.timer);
      if (!this.fits(waiting.item, params)) {
        await this.dispose(waiting.item);
        continue;
      }
      for (const box of this.boxesOf(waiting.item)) box.holdEventLoop(true);
      this.counted.reused += 1;
      leased.push(waiting.item);
    }
    const opening = await Promise.allSettled(
      Array.from({ length: count - leased.length }, () => this.kind.open(params)),
    );
    for (const outcome of opening)
      if (outcome.status === 'fulfilled') {
        this.counted.opened += 1;
        leased.push(outcome.value);
      }
    const failed = opening.find((outcome) => outcome.status === 'rejected');
    if (failed) {
      await this.giveBack(leased);
      throw failed.reason;
    }
    return leased;
  }

  /**
   * Boxes back from a use that has ended (nothing of it may run in them any more): each is reset and
   * kept for the next use, or closed when it cannot be (a box that failed, or more than the pool keeps).
   */
  async giveBack(items: T[]): Promise<void> {
    await Promise.all(items.map((item) => this.keepOrClose(item)));
  }

  /** Closes every idle box; boxes still leased are closed when they come back. */
  async close(): Promise<void> {
    this.closed = true;
    const waiting = this.idle.splice(0);
    for (const { timer } of waiting) clearTimeout(timer);
    await Promise.all(waiting.map(({ item }) => this.dispose(item)));
  }

  private async keepOrClose(item: T): Promise<void> {
    if (this.full() || !(await this.reset(item)) || !this.emptied(item) || this.full()) {
      await this.dispose(item);
      return;
    }
    for (const box of this.boxesOf(item)) box.holdEventLoop(false);
    const timer = setTimeout(() => this.retire(item), this.options.idleMs);
    timer.unref();
    this.idle.push({ item, timer });
  }

  private boxesOf(item: T): Box[] {
    return this.kind.boxes?.(item) ?? [item.box];
  }

  /** Resets every box of the item; false when one cannot be (a run still in it, or it has failed). */
  private async reset(item: T): Promise<boolean> {
    const outcomes = await Promise.all(this.boxesOf(item).map((box) => box.reset()));
    return outcomes.every(Boolean);
  }

  private full(): boolean {
    return this.closed || this.idle.length >= this.options.maxIdle;
  }

  private fits(item: T, params: P): boolean {
    try {
      return this.kind.fit(item, params);
    } catch {
      return false;
    }
  }

  /** False when a folder could not be emptied: such a box is never used again. */
  private emptied(item: T): boolean {
    try {
      this.kind.empty(item);
      return true;
    } catch {
      return false;
    }
  }

  private retire(item: T): void {
    const at = this.idle.findIndex((entry) => entry.item === item);
    if (at < 0) return;
    this.idle.splice(at, 1);
    void this.dispose(item);
  }

  private async dispose(item: T): Promise<void> {
    await Promise.all(this.boxesOf(item).map((box) => box.close()));
    this.kind.remove(item);
  }
}
