/**
 * One player's belief about their skill, as docs/ratings.md ("The belief", "Skill drift", "History
 * bound") describes it: a Gaussian prior factor times one logistic factor per kept performance. Here are
 * the three things done to it: drift before a round (pseudodiffusion), taking in the round's performance,
 * and reading the rating off it (the zero of the posterior's log-density slope).
 */
import type { EloMmrParams } from './params';
import { MAX_STEPS, TOLERANCE } from './solve';

export type PlayerRating = {
  /** The posterior's maximum: the rating. */
  mu: number;
  /** The uncertainty: 1/σ² is the total weight of all factors. */
  sigma: number;
  /** The Gaussian factor: the newcomer prior plus all weight moved into it since (drift, folded history). */
  prior: { mean: number; weight: number };
  /** The kept logistic factors, oldest first: each one's centre (a round's performance)… */
  performances: number[];
  /** …and its weight (1/β² when taken in, decaying with every drift); same length as `performances`. */
  weights: number[];
  /** Rounds rated so far. */
  contests: number;
};

/** The scale of a logistic distribution with deviation 1 (its variance is π²·scale²/3). */
export const LOGISTIC_SCALE = Math.sqrt(3) / Math.PI;

export function newBelief(params: EloMmrParams): PlayerRating {
  return {
    mu: params.initialMu,
    sigma: params.initialSigma,
    prior: { mean: params.initialMu, weight: 1 / params.initialSigma ** 2 },
    performances: [],
    weights: [],
    contests: 0,
  };
}

function totalWeight(priorWeight: number, weights: readonly number[]): number {
  let total = priorWeight;
  for (const weight of weights) total += weight;
  return total;
}

/** A belief after drift, before the round: the new prior, and the factor every kept weight is scaled by. */
export type DriftedBelief = {
  before: PlayerRating;
  mu: number;
  sigma: number;
  prior: { mean: number; weight: number };
  /** κ^(1+ρ): applied to the kept weights when the round is taken in (no array is copied until then). */
  weightDecay: number;
};

/**
 * The belief one round of drift later (docs/ratings.md, "Skill drift"): every weight decays by κ so
 * that σ² grows by γ², and logistic weight moves into the Gaussian prior ρ times as fast, centred on
 * the rating so that the rating stays where it is.
 */
export function diffuse(rating: PlayerRating, params: EloMmrParams): DriftedBelief {
  const total = totalWeight(rating.prior.weight, rating.weights);
  const kappa = 1 / (1 + params.driftPerRound ** 2 * total);
  const kept = params.transferRate === 1 ? kappa : kappa ** params.transferRate;
  const stayed = kept * rating.prior.weight;
  const moved = (1 - kept) * total;
  const priorWeight = stayed + moved;
  const mean = priorWeight > 0 ? (stayed * rating.prior.mean + moved * rating.mu) / priorWeight : rating.mu;
  return {
    before: rating,
    mu: rating.mu,
    sigma: 1 / Math.sqrt(kappa * total),
    prior: { mean, weight: kappa * priorWeight },
    weightDecay: kappa * kept,
  };
}

/**
 * The belief after a round with performance `performance`, from the drifted belief: one more logistic
 * factor of weight 1/β², the oldest ones folded into the Gaussian prior past `maxHistory`, and the
 * new rating and uncertainty.
 */
export function absorbPerformance(
  drifted: DriftedBelief,
  performance: number,
  params: EloMmrParams,
): PlayerRating {
  const { before, weightDecay } = drifted;
  const kept = Math.min(before.performances.length, params.maxHistory - 1);
  const dropped = before.performances.length - kept;
  let { mean, weight: priorWeight } = drifted.prior;
  // Factors past the bound become the Gaussian with their centre and weight (moment matching), which
  // composes with the prior exactly (docs/ratings.md, "History bound").
  for (let k = 0; k < dropped; k++) {
    const folded = (before.weights[k] as number) * weightDecay;
    mean = (priorWeight * mean + folded * (before.performances[k] as number)) / (priorWeight + folded);
    priorWeight += folded;
  }
  const performances = before.performances.slice(dropped);
  performances.push(performance);
  const weights = new Array<number>(kept + 1);
  for (let k = 0; k < kept; k++) weights[k] = (before.weights[dropped + k] as number) * weightDecay;
  weights[kept] = 1 / params.beta ** 2;
  const prior = { mean, weight: priorWeight };
  return {
    mu: ratingOf(prior, performances, weights, params.beta, drifted.mu),
    sigma: 1 / Math.sqrt(totalWeight(priorWeight, weights)),
    prior,
    performances,
    weights,
    contests: before.contests + 1,
  };
}

/**
 * The posterior's maximum: the zero of w0·(x − p0) + Σ wk·β²/β̄·tanh((x − pk)/(2β̄)), β̄ = β·√3/π
 * (docs/ratings.md, "The belief"). It lies between the smallest and the largest centre. The hottest
 * loop of a replay (every participant, every kept term, every step), so solveIncreasing's steps are
 * written out here rather than called through a closure.
 */
export function ratingOf(
  prior: { mean: number; weight: number },
  performances: readonly number[],
  weights: readonly number[],
  beta: number,
  guess: number,
): number {
  const inverseScale = 1 / (2 * beta * LOGISTIC_SCALE); // 1/(2β̄)
  const amplitude = beta / LOGISTIC_SCALE; // β²/β̄
  let lo = prior.mean;
  let hi = prior.mean;
  for (const p of performances) {
    if (p < lo) lo = p;
    if (p > hi) hi = p;
  }
  let x = Math.min(hi, Math.max(lo, guess));
  for (let step = 0; step < MAX_STEPS && hi - lo > TOLERANCE; step++) {
    let value = prior.weight * (x - prior.mean);
    let slope = prior.weight;
    for (let k = 0; k < performances.length; k++) {
      const w = (weights[k] as number) * amplitude;
      const t = Math.tanh((x - (performances[k] as number)) * inverseScale);
      value += w * t;
      slope += w * (1 - t * t) * inverseScale;
    }
    if (value === 0) return x;
    if (value < 0) lo = x;
    else hi = x;
    const next = x - value / slope;
    if (Math.abs(next - x) < TOLERANCE) return next;
    x = next > lo && next < hi ? next : (lo + hi) / 2;
  }
  return x;
}
