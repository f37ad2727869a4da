/**
 * A round's standings as the engine and the metrics read them: participants in rank order, cut into
 * tie groups (everyone with the same rank range), best group first.
 */

export type RankRange = { rankLo: number; rankHi: number };

export type RankGroups = {
  /** Participants' indices (into the input), best rank first; ties keep their input order. */
  order: Int32Array;
  /** Group g is order[starts[g]] … order[starts[g + 1] − 1]; starts has one more entry than groups. */
  starts: Int32Array;
};

/**
 * Sorts and groups `standings`, checking that every range is whole numbers with rankLo ≤ rankHi and
 * that two ranges are either the same (a tie) or apart (one group wholly above the other).
 */
export function groupByRank(standings: readonly RankRange[]): RankGroups {
  standings.forEach(({ rankLo, rankHi }, i) => {
    if (!Number.isInteger(rankLo) || !Number.isInteger(rankHi) || rankLo > rankHi)
      throw new RangeError(`standing ${i}: rank range [${rankLo}, ${rankHi}] is not whole numbers lo ≤ hi`);
  });
  const order = Int32Array.from(standings.keys()).sort((a, b) => {
    const x = standings[a] as RankRange;
    const y = standings[b] as RankRange;
    return x.rankLo - y.rankLo || a - b;
  });
  const starts: number[] = [];
  let previous: RankRange | undefined;
  order.forEach((index, position) => {
    const range = standings[index] as RankRange;
    if (previous && range.rankLo === previous.rankLo) {
      if (range.rankHi !== previous.rankHi)
        throw new RangeError(`tied standings must share one range: [${previous.rankLo}, ${previous.rankHi}]`);
      return;
    }
    if (previous && range.rankLo <= previous.rankHi)
      throw new RangeError(
        `rank ranges overlap: [${previous.rankLo}, ${previous.rankHi}] and [${range.rankLo}, ${range.rankHi}]`,
      );
    starts.push(position);
    previous = range;
  });
  starts.push(order.length);
  return { order, starts: Int32Array.from(starts) };
}
