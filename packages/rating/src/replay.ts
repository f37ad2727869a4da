/**
 * Replays a history of contests through the engine, scoring the ratings' predictions on the way
 * (docs/ratings.md, "Replay"): each contest is first scored with the ratings held before it, then rated.
 */
import { contestFilePaths, readContestFile, type ContestFile } from './contest-file';
import {
  newPlayerRating,
  rateRoundWith,
  type EloMmrParams,
  type PerformanceSolver,
  type PlayerRating,
} from './elo-mmr';
import { scoreRound, totalScores, type RoundScore } from './metrics';

export type ReplayResult = {
  contests: number;
  /** Standings rated, summed over contests. */
  participations: number;
  /** Distinct handles. */
  players: number;
  /** The paper's pair inversion, %, over participants with ≥ 5 contests before the contest. */
  pairInversion: number;
  /** The paper's rank deviation, %, over the same participants. */
  rankDeviation: number;
  /** Time spent rating: looking players up, `rateRound`, storing the results; not reading files, not scoring. */
  seconds: number;
};

export type ReplayOptions = { params?: Partial<EloMmrParams>; solver?: PerformanceSolver };

export function replayContests(contests: Iterable<ContestFile>, options: ReplayOptions = {}): ReplayResult {
  const ratings = new Map<string, PlayerRating>();
  const newcomer = newPlayerRating(options.params);
  const scores: RoundScore[] = [];
  let count = 0;
  let participations = 0;
  let ratingMs = 0;
  for (const contest of contests) {
    const handles = contest.standings.map(([handle]) => handle);
    if (new Set(handles).size !== handles.length) throw new Error(`${contest.name}: a handle appears twice`);
    const started = performance.now();
    const standings = contest.standings.map(([handle, rankLo, rankHi]) => ({
      rating: ratings.get(handle) ?? newcomer,
      rankLo,
      rankHi,
    }));
    ratingMs += performance.now() - started;

    scores.push(
      scoreRound(
        standings.map(({ rating: r, rankLo, rankHi }) => ({
          mu: r.mu,
          contests: r.contests,
          rankLo,
          rankHi,
        })),
      ),
    );

    const rateStarted = performance.now();
    const rated = rateRoundWith(standings, options.params, options.solver ?? 'fast');
    rated.forEach((result, i) => ratings.set(handles[i] as string, result.rating));
    ratingMs += performance.now() - rateStarted;
    count += 1;
    participations += standings.length;
  }
  const { pairInversion, rankDeviation } = totalScores(scores);
  return {
    contests: count,
    participations,
    players: ratings.size,
    pairInversion,
    rankDeviation,
    seconds: ratingMs / 1000,
  };
}

/** The contests of `folder` in numeric file-name order, each read only when the replay reaches it. */
export function* readContests(folder: string): Generator<ContestFile> {
  for (const file of contestFilePaths(folder)) yield readContestFile(file);
}

export function replayFolder(folder: string, options: ReplayOptions = {}): ReplayResult {
  return replayContests(readContests(folder), options);
}
