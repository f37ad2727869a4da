/**
 * The paper's two measures of predictive accuracy (its experiments section, "Evaluation metrics";
 * docs/ratings.md, "Metrics"), each defined per participant per contest from the ratings held before
 * the contest, then averaged over all those participations:
 *
 * - pair inversion: the share of a participant's opponents against whom the ratings predicted the
 *   result, i.e. the higher-rated player won or the two tied (higher is better);
 * - rank deviation: the distance between the participant's actual rank and the rank the ratings predict
 *   (their place when sorted by rating), over (participants − 1) (lower is better). Within a tie range
 *   the rank closest to the prediction counts.
 *
 * Only players with at least `MIN_CONTESTS` rated contests before this one take part, as opponents too;
 * ranks are counted among them.
 */
import { FenwickTree } from './fenwick';
import { groupByRank, type RankRange } from './standings';

export const MIN_CONTESTS = 5;

/** A participant as the metrics see them: the rating held before the contest, and the result. */
export type MetricEntry = RankRange & { mu: number; contests: number };

/** One contest's contribution: the sums of the per-participant percentages, and how many participants. */
export type RoundScore = { participants: number; pairInversionSum: number; rankDeviationSum: number };

export type MetricTotals = RoundScore & { pairInversion: number; rankDeviation: number };

/** Scores one contest (an empty score when fewer than two participants are experienced enough). */
export function scoreRound(entries: readonly MetricEntry[], minContests = MIN_CONTESTS): RoundScore {
  const counted = entries.filter((entry) => entry.contests >= minContests);
  const n = counted.length;
  if (n < 2) return { participants: 0, pairInversionSum: 0, rankDeviationSum: 0 };
  return {
    participants: n,
    pairInversionSum: (100 * 2 * correctPairs(counted)) / (n - 1),
    rankDeviationSum: (100 * rankDeviations(counted)) / (n - 1),
  };
}

/** The average of every participation's percentages. */
export function totalScores(rounds: Iterable<RoundScore>): MetricTotals {
  const totals = { participants: 0, pairInversionSum: 0, rankDeviationSum: 0 };
  for (const round of rounds) {
    totals.participants += round.participants;
    totals.pairInversionSum += round.pairInversionSum;
    totals.rankDeviationSum += round.rankDeviationSum;
  }
  const average = (sum: number) => (totals.participants === 0 ? NaN : sum / totals.participants);
  return {
    ...totals,
    pairInversion: average(totals.pairInversionSum),
    rankDeviation: average(totals.rankDeviationSum),
  };
}

/** Each entry's position among the distinct ratings, lowest 0. */
function ratingPositions(entries: readonly MetricEntry[]): Int32Array {
  const distinct = [...new Set(entries.map((entry) => entry.mu))].sort((a, b) => a - b);
  const position = new Map(distinct.map((mu, i) => [mu, i]));
  return Int32Array.from(entries, (entry) => position.get(entry.mu) ?? 0);
}

/**
 * Pairs predicted right: tied pairs, and pairs where the better-placed player is strictly higher rated.
 * Groups are visited worst first; a Fenwick tree over rating positions counts, for each player, the
 * worse-placed players already seen with a lower rating: O(N log N).
 */
function correctPairs(entries: readonly MetricEntry[]): number {
  const { order, starts } = groupByRank(entries);
  const positions = ratingPositions(entries);
  const seen = new FenwickTree(entries.length);
  let correct = 0;
  for (let g = starts.length - 2; g >= 0; g--) {
    const from = starts[g] as number;
    const to = starts[g + 1] as number;
    correct += ((to - from) * (to - from - 1)) / 2;
    for (let p = from; p < to; p++) correct += seen.countBelow(positions[order[p] as number] as number);
    for (let p = from; p < to; p++) seen.add(positions[order[p] as number] as number);
  }
  return correct;
}

/**
 * Σ over participants of the distance between their actual rank range and their predicted rank range
 * (0-based places when sorted by rating, highest first; equal ratings share a range).
 */
function rankDeviations(entries: readonly MetricEntry[]): number {
  const { order, starts } = groupByRank(entries);
  const actual = new Int32Array(entries.length * 2);
  for (let g = 0; g + 1 < starts.length; g++)
    for (let p = starts[g] as number; p < (starts[g + 1] as number); p++) {
      actual[2 * (order[p] as number)] = starts[g] as number;
      actual[2 * (order[p] as number) + 1] = (starts[g + 1] as number) - 1;
    }
  const byRating = Int32Array.from(entries.keys()).sort(
    (a, b) => (entries[b] as MetricEntry).mu - (entries[a] as MetricEntry).mu,
  );
  let total = 0;
  for (let first = 0; first < byRating.length;) {
    const mu = (entries[byRating[first] as number] as MetricEntry).mu;
    let last = first;
    while (last + 1 < byRating.length && (entries[byRating[last + 1] as number] as MetricEntry).mu === mu)
      last++;
    for (let p = first; p <= last; p++) {
      const i = byRating[p] as number;
      const lo = actual[2 * i] as number;
      const hi = actual[2 * i + 1] as number;
      total += Math.max(0, first - hi, lo - last);
    }
    first = last + 1;
  }
  return total;
}
