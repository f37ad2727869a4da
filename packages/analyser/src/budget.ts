/**
 * What running time a problem's constraints allow, and whether an estimated complexity is too slow for
 * them. The hint generator (offline hint 2) and the problem-bank test both ask this, so it lives here,
 * next to the estimator whose output it judges.
 *
 * A judge runs about 10^8 simple steps a second. From the size bounds in the constraints, a ladder of
 * rungs says what fits: up to 20, even O(2^n); up to 500, O(n^3); up to 5000, O(n^2); up to 10^6,
 * O(n log n) (O(n^2) is too slow); above that, O(n). Bounds above 10^7 are bounds on values (10^9,
 * 10^18), not sizes, and are ignored.
 *
 * The estimator calls every size "n" (O(n·m) reads as O(n^2)), so the budget does not hold an n^2
 * estimate against the largest bound squared when the constraints name several sizes: a loop nest of
 * depth d is read as running over the d largest bounds (n items × W capacity, q queries × m coins), and
 * exponential work as exponential in the smallest bound (subsets of the few items). That reading gives
 * the code the benefit of the doubt; a nest over the same size twice is still caught when that size is
 * the only one, or when the two largest bounds are both too large.
 */
import { compare, parseCost, polynomial, type Cost } from './complexity/cost';

/** Values above this are values of elements (10^9, 10^18), not sizes. */
const LARGEST_SIZE = 10_000_000;

type Rung = {
  upTo: number;
  /** What the hint says about this budget; `{n}` is the size as shown. */
  sentence: string;
  /** Whether a complexity fits at this size. */
  fits: (cost: Cost) => boolean;
};

const LADDER: Rung[] = [
  {
    upTo: 20,
    sentence: 'With sizes up to {n}, even trying every subset (O(2^n)) is fast enough.',
    fits: () => true,
  },
  {
    upTo: 500,
    sentence: 'With sizes up to {n}, O(n^3) fits in the time limit.',
    fits: (cost) => compare(cost, polynomial(3)) <= 0,
  },
  {
    upTo: 5000,
    sentence: 'With sizes up to {n}, O(n^2) fits, but nothing slower.',
    fits: (cost) => compare(cost, polynomial(2)) <= 0,
  },
  {
    upTo: 1_000_000,
    sentence: 'With sizes up to {n}, aim for O(n log n) or O(n): O(n^2) is too slow.',
    fits: (cost) => !cost.exponential && cost.poly < 2,
  },
  {
    upTo: Infinity,
    sentence: 'With sizes up to {n}, aim for O(n) or better.',
    fits: (cost) => !cost.exponential && cost.poly < 2,
  },
];

/**
 * The bounds on sizes in a constraints text, largest first: `1 ≤ n ≤ 2·10^5` gives 200000, and so does the
 * LaTeX the bank writes (`$1 \le n \le 2 \cdot 10^5$`, `10^{5}`).
 */
export function sizeBounds(constraints: string | null): number[] {
  if (!constraints) return [];
  const sizes: number[] = [];
  const bound =
    /(\d+(?:\.\d+)?)?\s*(?:[·*x×]|\\cdot|\\times)?\s*10\s*\^\s*(?:\{\s*(\d+)\s*\}|(\d+))|\b(\d{2,})\b/g;
  for (const match of constraints.matchAll(bound)) {
    const power = match[2] ?? match[3];
    const value = power ? Number(match[1] ?? 1) * 10 ** Number(power) : Number(match[4]);
    if (value <= LARGEST_SIZE) sizes.push(value);
  }
  return sizes.sort((a, b) => b - a);
}

function rungFor(size: number): Rung {
  return LADDER.find((rung) => size <= rung.upTo) ?? (LADDER[LADDER.length - 1] as Rung);
}

function shown(size: number): string {
  return size >= 1000 ? `about ${size.toExponential(0).replace('e+', '·10^')}` : String(size);
}

/** One sentence on the time the constraints allow, from the largest size; null without sizes. */
export function complexityBudget(constraints: string | null): string | null {
  const sizes = sizeBounds(constraints);
  const [largest, second] = sizes;
  if (largest === undefined) return null;
  const sentence = rungFor(largest).sentence.replace('{n}', shown(largest));
  const quadratic = polynomial(2);
  if (
    second !== undefined &&
    !rungFor(largest).fits(quadratic) &&
    rungFor(Math.sqrt(largest * second)).fits(quadratic)
  )
    return `${sentence} Two nested loops over two different sizes (${shown(largest)} × ${shown(second)}) still fit.`;
  return sentence;
}

/**
 * The size a cost is judged at: for n^d, the geometric mean of the d largest bounds (reusing the smallest
 * when there are fewer); for 2^n, the smallest bound; otherwise the largest.
 */
function effectiveSize(cost: Cost, sizes: number[]): number {
  const smallest = sizes[sizes.length - 1] ?? 0;
  if (cost.exponential) return smallest;
  const degree = Math.max(1, Math.floor(cost.poly));
  let product = 1;
  for (let i = 0; i < degree; i += 1) product *= sizes[i] ?? smallest;
  return product ** (1 / degree);
}

/**
 * True when `time` (the analyser's 'O(…)' string) is too slow for the constraints. False when the
 * constraints name no size or the time is not a complexity the analyser writes.
 */
export function isTooSlow(time: string, constraints: string | null): boolean {
  const cost = parseCost(time);
  const sizes = sizeBounds(constraints);
  if (!cost || sizes.length === 0) return false;
  return !rungFor(effectiveSize(cost, sizes)).fits(cost);
}
