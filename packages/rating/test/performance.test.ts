/**
 * The fast performance solve against the exact O(N²) one (docs/ratings.md, "The fast performance
 * solve"): random rounds with varied ratings and uncertainties, small ties and a large tie at the bottom.
 */
import { describe, expect, it } from 'vitest';
import { exactPerformances, fastPerformances, type Prior } from '../src/performance';
import { seededRandom } from '../src/random';
import { groupByRank, type RankRange } from '../src/standings';

/** Tolerance in rating points; measured errors are about 10⁻⁵ (docs/ratings.md). */
const TOLERANCE = 1e-3;

function randomRound(size: number, seed: number): { priors: Prior[]; ranks: RankRange[] } {
  const random = seededRandom(seed);
  const priors = Array.from({ length: size }, () => ({
    mu: 1500 + 450 * random.normal(),
    sigma: 40 + 320 * random.uniform(),
  }));
  const order = [...priors.keys()].sort(() => random.uniform() - 0.5);
  const ranks = new Array<RankRange>(size);
  const bottomTie = Math.floor(size * 0.25);
  for (let p = 0; p < size;) {
    const width =
      p >= size - bottomTie ? size - p : random.uniform() < 0.15 ? 2 + Math.floor(random.uniform() * 4) : 1;
    const to = Math.min(size, p + width);
    for (let k = p; k < to; k++) ranks[order[k] as number] = { rankLo: p + 1, rankHi: to };
    p = to;
  }
  return { priors, ranks };
}

describe('fast performances', () => {
  for (const [size, seed] of [
    [2, 1],
    [7, 2],
    [300, 3],
    [2000, 4],
  ] as const) {
    it(`equal the exact solution within ${TOLERANCE} rating points (${size} players)`, () => {
      const { priors, ranks } = randomRound(size, seed);
      const groups = groupByRank(ranks);
      const fast = fastPerformances(priors, groups, 200);
      const exact = exactPerformances(priors, groups, 200);
      const errors = Array.from(fast, (p, i) => Math.abs(p - (exact[i] as number)));
      expect(Math.max(...errors)).toBeLessThan(TOLERANCE);
    });
  }

  it('fall with rank and are equal within a tie', () => {
    const { priors, ranks } = randomRound(500, 9);
    const groups = groupByRank(ranks);
    const fast = fastPerformances(priors, groups, 200);
    const { order, starts } = groups;
    for (let g = 0; g + 1 < starts.length; g++) {
      const first = fast[order[starts[g] as number] as number] as number;
      for (let p = starts[g] as number; p < (starts[g + 1] as number); p++)
        expect(fast[order[p] as number]).toBe(first);
      if (g > 0) expect(first).toBeLessThan(fast[order[starts[g - 1] as number] as number] as number);
    }
  });

  it('a lone player performs at their own rating', () => {
    const groups = groupByRank([{ rankLo: 1, rankHi: 1 }]);
    expect(fastPerformances([{ mu: 1734, sigma: 90 }], groups, 200)[0]).toBeCloseTo(1734, 6);
  });
});
