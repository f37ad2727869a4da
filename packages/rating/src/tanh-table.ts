/**
 * A sum of many scaled tanh's, Σj cj·tanh((x − mj)/(2·sj)), tabulated once on a uniform grid with its
 * derivative and read back by cubic Hermite interpolation: the part of every performance equation that
 * is the same for all players of a round (docs/ratings.md, "The fast performance solve").
 */
import type { ValueAndSlope } from './solve';

export type TanhTerms = {
  /** mj: where each term crosses zero. */
  centres: Float64Array;
  /** sj: each term's logistic scale (its tanh is half as steep). */
  scales: Float64Array;
  /** cj: each term's height. */
  heights: Float64Array;
};

/** Past this many scales from its centre a term is ±cj to within 4·10⁻¹⁸ of cj: no need to evaluate it. */
const SATURATION = 40;

/** Σj cj·tanh((x − mj)/(2·sj)) and its slope at x, summed term by term: O(terms). */
export function evaluateTanhSum(terms: TanhTerms, x: number, out: ValueAndSlope): void {
  const { centres, scales, heights } = terms;
  let value = 0;
  let slope = 0;
  for (let j = 0; j < centres.length; j++) {
    const scale = scales[j] as number;
    const height = heights[j] as number;
    const t = Math.tanh((x - (centres[j] as number)) / (2 * scale));
    value += height * t;
    slope += (height * (1 - t * t)) / (2 * scale);
  }
  out.value = value;
  out.slope = slope;
}

export class TanhSumTable {
  readonly from: number;
  readonly step: number;
  private readonly values: Float64Array;
  private readonly slopes: Float64Array;

  /** Tabulates the sum on from, from + step, …, up to the first node at or past `to`. */
  constructor(
    private readonly terms: TanhTerms,
    from: number,
    to: number,
    step: number,
  ) {
    const nodes = Math.max(2, Math.ceil((to - from) / step) + 1);
    this.from = from;
    this.step = step;
    // With s = 1/(1 + e^((x − m)/sc)), tanh((x − m)/(2sc)) = 1 − 2s and its slope is 2s(1 − s)/sc.
    // e^((x − m)/sc) on a uniform grid is a geometric sequence: one multiplication a node, no exp.
    const below = new Float64Array(nodes + 1); // heights of terms still at −c at a node (a difference array)
    const sums = new Float64Array(nodes); // Σ c·s over the nodes each term is evaluated on
    const slopes = new Float64Array(nodes);
    let totalHeight = 0;
    const { centres, scales, heights } = terms;
    for (let j = 0; j < centres.length; j++) {
      const centre = centres[j] as number;
      const scale = scales[j] as number;
      const height = heights[j] as number;
      totalHeight += height;
      const first = Math.max(0, Math.ceil((centre - SATURATION * scale - from) / step));
      const last = Math.min(nodes - 1, Math.floor((centre + SATURATION * scale - from) / step));
      below[0] = (below[0] as number) + height;
      below[Math.min(first, nodes)] = (below[Math.min(first, nodes)] as number) - height;
      // A term saturated over the whole grid is in `below` alone (at −c everywhere) or nowhere (+c).
      if (first > last) continue;
      let power = Math.exp((from + first * step - centre) / scale);
      const ratio = Math.exp(step / scale);
      const slopeHeight = (2 * height) / scale;
      for (let k = first; k <= last; k++) {
        const s = 1 / (1 + power);
        sums[k] = (sums[k] as number) + height * s;
        slopes[k] = (slopes[k] as number) + slopeHeight * s * (1 - s);
        power *= ratio;
      }
    }
    this.values = new Float64Array(nodes);
    let saturatedBelow = 0;
    for (let k = 0; k < nodes; k++) {
      saturatedBelow += below[k] as number;
      // Σ c·(1 − 2s): terms still saturated low have s = 1, terms past saturation high have s = 0.
      this.values[k] = totalHeight - 2 * ((sums[k] as number) + saturatedBelow);
    }
    this.slopes = slopes;
  }

  get to(): number {
    return this.from + (this.values.length - 1) * this.step;
  }

  /** The interpolated sum and its slope at x; exact (term by term) outside the grid. */
  evaluate(x: number, out: ValueAndSlope): void {
    const position = (x - this.from) / this.step;
    const last = this.values.length - 1;
    if (!(position >= 0 && position <= last)) {
      evaluateTanhSum(this.terms, x, out);
      return;
    }
    const k = Math.min(last - 1, Math.floor(position));
    const t = position - k;
    const y0 = this.values[k] as number;
    const y1 = this.values[k + 1] as number;
    const m0 = (this.slopes[k] as number) * this.step;
    const m1 = (this.slopes[k + 1] as number) * this.step;
    const t2 = t * t;
    const t3 = t2 * t;
    out.value = (2 * t3 - 3 * t2 + 1) * y0 + (t3 - 2 * t2 + t) * m0 + (3 * t2 - 2 * t3) * y1 + (t3 - t2) * m1;
    out.slope =
      ((6 * t2 - 6 * t) * (y0 - y1) + (3 * t2 - 4 * t + 1) * m0 + (3 * t2 - 2 * t) * m1) / this.step;
  }
}
