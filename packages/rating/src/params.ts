/**
 * The hyperparameters of Elo-MMR and their defaults: the values docs/ratings.md ("Hyperparameters")
 * explains, chosen as the paper's experiments use them.
 */

export type EloMmrParams = {
  /** μ0: the mean of a newcomer's Gaussian prior (1500). */
  initialMu: number;
  /** σ0: the deviation of a newcomer's Gaussian prior (350). */
  initialSigma: number;
  /** β: the deviation of one round's performance around the player's skill (200). */
  beta: number;
  /** γ: the deviation of the skill drift added before every round a player takes part in (35). */
  driftPerRound: number;
  /** ρ: how fast pseudodiffusion moves weight from the kept performances into the Gaussian prior (1). */
  transferRate: number;
  /** How many performance terms a player keeps; older ones are folded into the Gaussian prior (500). */
  maxHistory: number;
};

export const DEFAULT_ELO_MMR_PARAMS: Readonly<EloMmrParams> = Object.freeze({
  initialMu: 1500,
  initialSigma: 350,
  beta: 200,
  driftPerRound: 35,
  transferRate: 1,
  maxHistory: 500,
});

/** The defaults overridden by `params`, checked: a bad value would silently give NaN ratings. */
export function resolveParams(params: Partial<EloMmrParams> = {}): EloMmrParams {
  const resolved: EloMmrParams = { ...DEFAULT_ELO_MMR_PARAMS };
  for (const [key, value] of Object.entries(params) as [keyof EloMmrParams, number | undefined][]) {
    if (value !== undefined) resolved[key] = value;
  }
  const { initialMu, initialSigma, beta, driftPerRound, transferRate, maxHistory } = resolved;
  const problems = [
    Number.isFinite(initialMu) ? null : 'initialMu must be a finite number',
    initialSigma > 0 && Number.isFinite(initialSigma) ? null : 'initialSigma must be positive',
    beta > 0 && Number.isFinite(beta) ? null : 'beta must be positive',
    driftPerRound >= 0 && Number.isFinite(driftPerRound) ? null : 'driftPerRound must be zero or more',
    transferRate >= 0 && Number.isFinite(transferRate) ? null : 'transferRate must be zero or more',
    Number.isInteger(maxHistory) && maxHistory >= 1 ? null : 'maxHistory must be a whole number ≥ 1',
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new RangeError(`Elo-MMR parameters: ${problems.join('; ')}`);
  return resolved;
}
