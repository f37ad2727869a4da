/**
 * Phase one of a round: every participant's performance, the zero of (docs/ratings.md, "Performance")
 *
 *   F_i(x) = Σ_{j ranked above or tied with i} (T_j(x) + c_j) + Σ_{j ranked below or tied with i} (T_j(x) − c_j),
 *   T_j(x) = c_j·tanh((x − μ_j)/(2δ̄_j)),  c_j = 1/δ̄_j,  δ̄_j = (√3/π)·√(σ_j² + β²),
 *
 * where i itself counts as tied with i. Two ways: `exactPerformances` sums all N terms for each player
 * (O(N²) a round, the baseline), `fastPerformances` rewrites F_i as
 *
 *   F_i(x) = Σ_all T_j(x) + Σ_{j tied with i} T_j(x) + (Σ_{j above} c_j − Σ_{j below} c_j),
 *
 * a sum over everyone (the same for all: tabulated once, see tanh-table.ts), the tie group's own terms,
 * and a constant from prefix sums. Everyone in a tie group has the same F, so it is solved once a group.
 */
import { LOGISTIC_SCALE } from './belief';
import { solveIncreasing, type ValueAndSlope } from './solve';
import type { RankGroups } from './standings';
import { evaluateTanhSum, TanhSumTable, type TanhTerms } from './tanh-table';

/** A participant's drifted belief as the round sees it: its rating and uncertainty. */
export type Prior = { mu: number; sigma: number };

/** Grid step of the tabulated sum, as a fraction of the narrowest term's scale (docs/ratings.md). */
const GRID_STEPS_PER_SCALE = 8;

/** The round's terms: centre μ_j, scale δ̄_j and height c_j = 1/δ̄_j of every participant. */
function roundTerms(priors: readonly Prior[], beta: number): TanhTerms {
  const centres = new Float64Array(priors.length);
  const scales = new Float64Array(priors.length);
  const heights = new Float64Array(priors.length);
  priors.forEach(({ mu, sigma }, j) => {
    const scale = LOGISTIC_SCALE * Math.sqrt(sigma * sigma + beta * beta);
    centres[j] = mu;
    scales[j] = scale;
    heights[j] = 1 / scale;
  });
  return { centres, scales, heights };
}

/**
 * Where every performance lies: beyond the extreme ratings by D = δ̄max·(ln(N·δ̄max/δ̄min) + 3), the
 * top group's F is already positive and the bottom group's negative (docs/ratings.md), and performances
 * fall with rank.
 */
function performanceBracket(terms: TanhTerms): { lo: number; hi: number; narrowest: number } {
  let lo = Infinity;
  let hi = -Infinity;
  let narrowest = Infinity;
  let widest = 0;
  for (let j = 0; j < terms.centres.length; j++) {
    const centre = terms.centres[j] as number;
    const scale = terms.scales[j] as number;
    lo = Math.min(lo, centre);
    hi = Math.max(hi, centre);
    narrowest = Math.min(narrowest, scale);
    widest = Math.max(widest, scale);
  }
  const reach = widest * (Math.log((terms.centres.length * widest) / narrowest) + 3);
  return { lo: lo - reach, hi: hi + reach, narrowest };
}

/** Per group: Σ c_j of the groups above minus Σ c_j of the groups below. */
function groupOffsets(terms: TanhTerms, { order, starts }: RankGroups): Float64Array {
  const groups = starts.length - 1;
  const groupHeight = new Float64Array(groups);
  let total = 0;
  for (let g = 0; g < groups; g++) {
    for (let p = starts[g] as number; p < (starts[g + 1] as number); p++)
      groupHeight[g] = (groupHeight[g] as number) + (terms.heights[order[p] as number] as number);
    total += groupHeight[g] as number;
  }
  const offsets = new Float64Array(groups);
  let above = 0;
  for (let g = 0; g < groups; g++) {
    const below = total - above - (groupHeight[g] as number);
    offsets[g] = above - below;
    above += groupHeight[g] as number;
  }
  return offsets;
}

/**
 * F of group g: `everyone(x)` (Σ_all T_j, tabulated or summed) plus the group's offset and its own
 * terms. `from`/`to` are its places in rank order.
 */
function groupEquation(
  terms: TanhTerms,
  { order, starts }: RankGroups,
  offsets: Float64Array,
  g: number,
  everyone: (x: number, out: ValueAndSlope) => void,
) {
  const from = starts[g] as number;
  const to = starts[g + 1] as number;
  const offset = offsets[g] as number;
  const equation = (x: number, out: ValueAndSlope) => {
    everyone(x, out);
    out.value += offset;
    for (let p = from; p < to; p++) {
      const j = order[p] as number;
      const scale = terms.scales[j] as number;
      const height = terms.heights[j] as number;
      const t = Math.tanh((x - (terms.centres[j] as number)) / (2 * scale));
      out.value += height * t;
      out.slope += (height * (1 - t * t)) / (2 * scale);
    }
  };
  return { from, to, equation };
}

/** Every participant's performance, by the tabulated everyone-sum: O(N·grid + N·iterations). */
export function fastPerformances(priors: readonly Prior[], groups: RankGroups, beta: number): Float64Array {
  const terms = roundTerms(priors, beta);
  const { lo, hi, narrowest } = performanceBracket(terms);
  const table = new TanhSumTable(terms, lo, hi, narrowest / GRID_STEPS_PER_SCALE);
  const everyone = (x: number, out: ValueAndSlope) => table.evaluate(x, out);
  const offsets = groupOffsets(terms, groups);
  const performances = new Float64Array(priors.length);
  let guess = (lo + hi) / 2;
  for (let g = 0; g < offsets.length; g++) {
    const { from, to, equation } = groupEquation(terms, groups, offsets, g, everyone);
    // Performances fall with rank, so the group above's answer is a close first guess.
    guess = solveIncreasing(equation, table.from, table.to, guess);
    for (let p = from; p < to; p++) performances[groups.order[p] as number] = guess;
  }
  return performances;
}

/** Every participant's performance, each from all N terms summed directly: O(N²) a round. */
export function exactPerformances(priors: readonly Prior[], groups: RankGroups, beta: number): Float64Array {
  const terms = roundTerms(priors, beta);
  const { lo, hi } = performanceBracket(terms);
  const everyone = (x: number, out: ValueAndSlope) => evaluateTanhSum(terms, x, out);
  const offsets = groupOffsets(terms, groups);
  const performances = new Float64Array(priors.length);
  for (let g = 0; g < offsets.length; g++) {
    const { from, to, equation } = groupEquation(terms, groups, offsets, g, everyone);
    // The naive way: one solve per player, tied or not.
    for (let p = from; p < to; p++) {
      const j = groups.order[p] as number;
      performances[j] = solveIncreasing(equation, lo, hi, priors[j]?.mu ?? 0);
    }
  }
  return performances;
}
