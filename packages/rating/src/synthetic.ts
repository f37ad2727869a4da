/**
 * The paper's synthetic data set (its experiments section, "Synthetic data"; docs/ratings.md, "The
 * synthetic data set"): 10,000 players whose skills start Gaussian with mean 1500 and deviation 350,
 * ranked in 50 rounds by performances that are Gaussian around their skills with deviation 200; between
 * rounds every skill takes a Gaussian step with deviation 35. In the paper's text everyone plays every
 * round; its data-set table says 2,500 participants a round on average, which `perRound` reproduces.
 */
import fs from 'node:fs';
import { writeContestFile, type ContestFile } from './contest-file';
import { seededRandom } from './random';

export type SyntheticOptions = {
  players: number;
  rounds: number;
  /** Participants of each round, drawn afresh from all players (by default all of them). */
  perRound: number;
  seed: number;
};

export const PAPER_SYNTHETIC: Readonly<SyntheticOptions> = Object.freeze({
  players: 10_000,
  rounds: 50,
  perRound: 10_000,
  seed: 1,
});

const SKILL_MEAN = 1500;
const SKILL_DEVIATION = 350;
const PERFORMANCE_DEVIATION = 200;
const DRIFT_DEVIATION = 35;
const DAY_SECONDS = 86_400;

/** The contests, in order, each ranked best first (rank 1, 2, …: performances never tie). */
export function* syntheticContests(options: Partial<SyntheticOptions> = {}): Generator<ContestFile> {
  const { players, rounds, seed } = { ...PAPER_SYNTHETIC, ...options };
  const perRound = options.perRound ?? players;
  if (!(Number.isInteger(players) && players >= 1 && Number.isInteger(rounds) && rounds >= 0))
    throw new RangeError('synthetic data: players ≥ 1 and rounds ≥ 0, whole numbers');
  if (!(Number.isInteger(perRound) && perRound >= 1 && perRound <= players))
    throw new RangeError(`synthetic data: perRound must be a whole number from 1 to ${players}`);
  const random = seededRandom(seed);
  const skills = Float64Array.from({ length: players }, () => SKILL_MEAN + SKILL_DEVIATION * random.normal());
  const pool = Int32Array.from({ length: players }, (_, i) => i);
  for (let round = 0; round < rounds; round++) {
    if (round > 0)
      for (let i = 0; i < players; i++) skills[i] = (skills[i] as number) + DRIFT_DEVIATION * random.normal();
    // The first `perRound` places of a partial Fisher–Yates shuffle: a uniform sample without repeats.
    if (perRound < players)
      for (let k = 0; k < perRound; k++) {
        const pick = k + Math.floor(random.uniform() * (players - k));
        [pool[k], pool[pick]] = [pool[pick] as number, pool[k] as number];
      }
    const entrants = Array.from(pool.subarray(0, perRound), (player) => ({
      player,
      performance: (skills[player] as number) + PERFORMANCE_DEVIATION * random.normal(),
    })).sort((a, b) => b.performance - a.performance);
    yield {
      name: `Synthetic round ${round + 1}`,
      time_seconds: round * DAY_SECONDS,
      standings: entrants.map(({ player }, i) => [`P${player}`, i + 1, i + 1]),
    };
  }
}

/** Writes the data set into `folder` (created if missing) as 0.json, 1.json, …; returns what it wrote. */
export function writeSynthetic(
  folder: string,
  options: Partial<SyntheticOptions> = {},
): { contests: number; participations: number } {
  fs.mkdirSync(folder, { recursive: true });
  let contests = 0;
  let participations = 0;
  for (const contest of syntheticContests(options)) {
    writeContestFile(folder, contests, contest);
    contests += 1;
    participations += contest.standings.length;
  }
  return { contests, participations };
}
