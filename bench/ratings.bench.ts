/**
 * `npm run bench:ratings` (also part of `npm run bench`): the Elo-MMR engine (packages/rating) on the
 * paper's synthetic data set, its accuracy beside the paper's and its speed against a target, with a
 * baseline measured in the same run (docs/ratings.md, "Measured").
 *
 *  1. Writes the synthetic data set into a temporary folder, twice: as the paper's text describes it
 *     (10,000 players, everyone in each of 50 rounds: 500,000 participations) and as its data-set table
 *     counts it (2,500 of the 10,000 drawn for each round). Then replays each folder the way
 *     `npm run ratings:replay` does: pair inversion and rank deviation beside the paper's figures for
 *     Elo-MMR(ρ) on its synthetic set (81.7 % and 12.8 %), and participations rated per second
 *     (time spent rating only: not reading files, not scoring), target ≥ 50,000/s.
 *  2. Baseline: the first rounds of the 10,000-player set rated again with the exact O(N²) performance
 *     estimation (every player's equation summed over all N opponents), from the same ratings, timed
 *     beside the tabulated solve: the speed-up is the ratio; the largest difference in performance and
 *     in new rating between the two is printed too.
 *
 * One Node thread. A missed target is reported, never an exit code.
 * Usage: npm run bench:ratings
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContestFile } from '../packages/rating/src/contest-file';
import {
  newPlayerRating,
  rateRoundWith,
  type PerformanceSolver,
  type PlayerRating,
} from '../packages/rating/src/elo-mmr';
import { readContests, replayFolder, type ReplayResult } from '../packages/rating/src/replay';
import { PAPER_SYNTHETIC, writeSynthetic, type SyntheticOptions } from '../packages/rating/src/synthetic';

/** Elo-MMR(ρ) on the synthetic data set, in the accuracy table of the paper's experiments (WWW 2021). */
const PAPER = { pairInversion: 81.7, rankDeviation: 12.8 };
const TARGET_PER_SECOND = 50_000;
const BASELINE_ROUNDS = 2;

const DATA_SETS: { name: string; options: Partial<SyntheticOptions> }[] = [
  { name: 'paper’s text: all 10,000 in each of 50 rounds', options: { ...PAPER_SYNTHETIC } },
  {
    name: 'paper’s table: 2,500 of 10,000 a round, 50 rounds',
    options: { ...PAPER_SYNTHETIC, perRound: 2500 },
  },
];

const startedAt = performance.now();
const progress = (message: string) =>
  console.log(
    `  [${((performance.now() - startedAt) / 1000).toFixed(0).padStart(4)} s, load ${os.loadavg()[0]?.toFixed(1)}] ${message}`,
  );
const percent = (value: number) => `${value.toFixed(1)} %`;
const whole = (value: number) => Math.round(value).toLocaleString('en');
const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL');

type Timed = { seconds: number; performances: Float64Array; mus: Float64Array };

/** Rates one contest from `ratings` with `solver`, timing only the rating. */
function rateContest(
  contest: ContestFile,
  ratings: Map<string, PlayerRating>,
  solver: PerformanceSolver,
): Timed {
  const standings = contest.standings.map(([handle, rankLo, rankHi]) => ({
    rating: ratings.get(handle) ?? newPlayerRating(),
    rankLo,
    rankHi,
  }));
  const started = performance.now();
  const rated = rateRoundWith(standings, undefined, solver);
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    performances: Float64Array.from(rated, (r) => r.performance),
    mus: Float64Array.from(rated, (r) => r.rating.mu),
  };
}

/** The first rounds, each rated both ways from the same ratings (carried on with the fast answers). */
function baseline(folder: string) {
  const ratings = new Map<string, PlayerRating>();
  const totals = { fast: 0, exact: 0, participations: 0, performance: 0, rating: 0 };
  let round = 0;
  for (const contest of readContests(folder)) {
    if (round++ === BASELINE_ROUNDS) break;
    const fast = rateContest(contest, ratings, 'fast');
    const exact = rateContest(contest, ratings, 'exact');
    progress(
      `baseline round ${round}: fast ${fast.seconds.toFixed(3)} s, exact ${exact.seconds.toFixed(1)} s`,
    );
    totals.fast += fast.seconds;
    totals.exact += exact.seconds;
    totals.participations += contest.standings.length;
    fast.performances.forEach((p, i) => {
      totals.performance = Math.max(totals.performance, Math.abs(p - (exact.performances[i] as number)));
      totals.rating = Math.max(totals.rating, Math.abs((fast.mus[i] as number) - (exact.mus[i] as number)));
    });
    // Carry the fast ratings on, as the replay would.
    const rated = rateRoundWith(
      contest.standings.map(([handle, rankLo, rankHi]) => ({
        rating: ratings.get(handle) ?? newPlayerRating(),
        rankLo,
        rankHi,
      })),
      undefined,
      'fast',
    );
    contest.standings.forEach(([handle], i) =>
      ratings.set(handle, (rated[i] as (typeof rated)[number]).rating),
    );
  }
  return totals;
}

function main(): void {
  console.log(
    `Ratings benchmark: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ratings-bench-'));
  try {
    const results: { name: string; replay: ReplayResult }[] = [];
    const folders: string[] = [];
    for (const [i, { name, options }] of DATA_SETS.entries()) {
      const folder = path.join(scratch, String(i));
      folders.push(folder);
      const written = writeSynthetic(folder, options);
      progress(
        `${name}: ${written.contests} contests, ${whole(written.participations)} participations written`,
      );
      const replay = replayFolder(folder);
      progress(`${name}: replayed, ${replay.seconds.toFixed(2)} s rating`);
      results.push({ name, replay });
    }
    const base = baseline(folders[0] ?? '');

    console.log('\nElo-MMR on the paper’s synthetic data set (seed 1), one Node thread\n');
    console.log(
      '| Data set | Participations | Pair inversion (paper) | Rank deviation (paper) | Rating time | Participations/s | Target | Met |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { name, replay } of results) {
      const rate = replay.participations / replay.seconds;
      console.log(
        `| ${name} | ${whole(replay.participations)} | ${percent(replay.pairInversion)} (${percent(PAPER.pairInversion)}) | ${percent(replay.rankDeviation)} (${percent(PAPER.rankDeviation)}) | ${replay.seconds.toFixed(2)} s | ${whole(rate)} | ≥ ${whole(TARGET_PER_SECOND)}/s | ${mark(rate >= TARGET_PER_SECOND)} |`,
      );
    }
    const fastRate = base.participations / base.fast;
    const exactRate = base.participations / base.exact;
    console.log(
      `\nBaseline: the first ${BASELINE_ROUNDS} rounds of 10,000 rated from the same ratings with the exact O(N²) performance estimation:` +
        ` ${whole(exactRate)} participations/s (${base.exact.toFixed(1)} s) against ${whole(fastRate)}/s (${base.fast.toFixed(3)} s) tabulated:` +
        ` ${whole(fastRate / exactRate)}× faster.`,
    );
    console.log(
      `Largest difference between the two on those rounds: ${base.performance.toExponential(1)} rating points in a performance,` +
        ` ${base.rating.toExponential(1)} in a new rating.`,
    );
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main();
