/**
 * Elo-MMR (Ebtekar and Liu, "Elo-MMR: A Rating System for Massive Multiplayer Competitions", WWW 2021):
 * the engine's public face. A round is rated in the paper's two phases after drift (docs/ratings.md):
 * every participant's belief drifts, then every performance is estimated from the drifted ratings
 * (performance.ts), then each belief takes in its performance (belief.ts).
 */
import { absorbPerformance, diffuse, newBelief, type PlayerRating } from './belief';
import { resolveParams, type EloMmrParams } from './params';
import { exactPerformances, fastPerformances, type Prior } from './performance';
import { groupByRank, type RankGroups } from './standings';

export type { PlayerRating } from './belief';
export type { EloMmrParams } from './params';
export { DEFAULT_ELO_MMR_PARAMS } from './params';

export type Standing = { rating: PlayerRating; rankLo: number; rankHi: number };
export type RatedStanding = { rating: PlayerRating; performance: number };

/** How phase one is solved: 'fast' (tabulated, the default) or 'exact' (O(N²), for baselines and tests). */
export type PerformanceSolver = 'fast' | 'exact';

const SOLVERS: Record<
  PerformanceSolver,
  (priors: readonly Prior[], groups: RankGroups, beta: number) => Float64Array
> = { fast: fastPerformances, exact: exactPerformances };

/** A newcomer's rating: the Gaussian prior μ0, σ0 and nothing else. */
export function newPlayerRating(params?: Partial<EloMmrParams>): PlayerRating {
  return newBelief(resolveParams(params));
}

/**
 * Rates one round. standings: every participant once, rankLo ≤ rankHi (any integer base; ties share the
 * same range, e.g. three tied for 2nd–4th all have [2, 4]). Returns the new ratings in the same order and
 * each one's performance; never mutates its inputs.
 */
export function rateRound(standings: readonly Standing[], params?: Partial<EloMmrParams>): RatedStanding[] {
  return rateRoundWith(standings, params, 'fast');
}

/** `rateRound` with the phase-one solver named: the benchmark's baseline and the tests use 'exact'. */
export function rateRoundWith(
  standings: readonly Standing[],
  params: Partial<EloMmrParams> | undefined,
  solver: PerformanceSolver,
): RatedStanding[] {
  const resolved = resolveParams(params);
  standings.forEach(({ rating }, i) => checkRating(rating, i));
  const groups = groupByRank(standings);
  const drifted = standings.map(({ rating }) => diffuse(rating, resolved));
  const performances = SOLVERS[solver](drifted, groups, resolved.beta);
  return drifted.map((belief, i) => {
    const performance = performances[i] as number;
    return { rating: absorbPerformance(belief, performance, resolved), performance };
  });
}

/** A stored rating the engine can read (a hand-edited or truncated one would rate as NaN). */
function checkRating(rating: PlayerRating, index: number): void {
  const { mu, sigma, prior, performances, weights } = rating;
  const finite = Number.isFinite(mu) && sigma > 0 && Number.isFinite(prior?.mean) && prior.weight >= 0;
  if (!finite || !Array.isArray(performances) || performances.length !== weights?.length)
    throw new RangeError(
      `standing ${index}: not a PlayerRating (see docs/ratings.md, "What a player carries")`,
    );
}

/** The number users see (docs/ratings.md): round(mu). A new player shows 1500. */
export function shownRating(rating: PlayerRating): number {
  return Math.round(rating.mu);
}
