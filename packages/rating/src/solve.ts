/**
 * The one root-finder the engine needs: every equation it solves (a performance, a rating) is the zero
 * of a strictly increasing function, so Newton's method kept inside a shrinking bracket always converges
 * (docs/ratings.md, "Solving").
 */

/** What an evaluated function reports: its value and its slope at the point. */
export type ValueAndSlope = { value: number; slope: number };

/** Solves to this distance in rating points: far below what anyone sees (ratings are shown rounded). */
export const TOLERANCE = 1e-7;
export const MAX_STEPS = 200;

/**
 * The zero of a strictly increasing `f` known to lie in [lo, hi] (f(lo) ≤ 0 ≤ f(hi)), from `guess`.
 * `f` writes into `out` (one object reused for every step, so the hot loop allocates nothing).
 * Newton steps that would leave the bracket become bisections.
 */
export function solveIncreasing(
  f: (x: number, out: ValueAndSlope) => void,
  lo: number,
  hi: number,
  guess: number,
): number {
  const out: ValueAndSlope = { value: 0, slope: 0 };
  let x = Math.min(hi, Math.max(lo, guess));
  for (let step = 0; step < MAX_STEPS; step++) {
    f(x, out);
    if (out.value === 0) return x;
    if (out.value < 0) lo = x;
    else hi = x;
    const next = x - out.value / out.slope;
    // A step this small is convergence; checked first, as the root may sit right on a bracket end.
    if (Math.abs(next - x) < TOLERANCE) return next;
    if (hi - lo < TOLERANCE) return (lo + hi) / 2;
    x = next > lo && next < hi ? next : (lo + hi) / 2;
  }
  return x;
}
