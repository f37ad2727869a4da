/** The paper's metrics on tiny standings worked out by hand (docs/ratings.md, "Metrics"). */
import { describe, expect, it } from 'vitest';
import { scoreRound, totalScores, type MetricEntry } from '../src/metrics';

const entry = (mu: number, rankLo: number, rankHi = rankLo, contests = 5): MetricEntry => ({
  mu,
  rankLo,
  rankHi,
  contests,
});

describe('pair inversion and rank deviation', () => {
  it('one swapped pair among four', () => {
    // Ratings predict A > B > C > D; B won, A came second.
    const score = scoreRound([entry(1800, 2), entry(1600, 1), entry(1400, 3), entry(1200, 4)]);
    // Pairs: A–B wrong, the other five right. Per player: A 2/3, B 2/3, C 3/3, D 3/3.
    expect(score.participants).toBe(4);
    expect(score.pairInversionSum / 4).toBeCloseTo((100 * (2 / 3 + 2 / 3 + 1 + 1)) / 4, 9);
    // Predicted places 0,1,2,3; actual 1,0,2,3: A and B are each one place off, over n − 1 = 3.
    expect(score.rankDeviationSum / 4).toBeCloseTo((100 * (1 / 3 + 1 / 3)) / 4, 9);
  });

  it('a tie in the standings is a right prediction, and its nearest rank counts', () => {
    // C and D tied for 3rd–4th, D rated higher: their pair is still right; D is predicted 3rd (index 2),
    // which lies in the tied range, and so is C (index 3).
    const score = scoreRound([entry(1800, 1), entry(1600, 2), entry(1200, 3, 4), entry(1400, 3, 4)]);
    expect(score.pairInversionSum / 4).toBeCloseTo(100, 9);
    expect(score.rankDeviationSum).toBeCloseTo(0, 9);
  });

  it('everything upside down', () => {
    const score = scoreRound([entry(1200, 1), entry(1400, 2), entry(1600, 3)]);
    expect(score.pairInversionSum).toBeCloseTo(0, 9);
    // Predicted places 2,1,0 for actual 0,1,2: deviations 2, 0, 2 over n − 1 = 2.
    expect(score.rankDeviationSum / 3).toBeCloseTo((100 * (1 + 0 + 1)) / 3, 9);
  });

  it('players with fewer than 5 earlier contests take no part, not even as opponents', () => {
    const score = scoreRound([entry(1800, 1), entry(3000, 2, 2, 4), entry(1600, 3), entry(1000, 4, 4, 0)]);
    expect(score.participants).toBe(2);
    expect(score.pairInversionSum / 2).toBeCloseTo(100, 9);
    expect(score.rankDeviationSum).toBeCloseTo(0, 9);
    expect(scoreRound([entry(1800, 1), entry(1600, 2, 2, 4)]).participants).toBe(0);
  });

  it('equal ratings predict no winner: a decisive pair is not counted right', () => {
    const score = scoreRound([entry(1500, 1), entry(1500, 2)]);
    expect(score.pairInversionSum).toBe(0);
    // Both are predicted 1st–2nd, which holds their actual place: no deviation.
    expect(score.rankDeviationSum).toBe(0);
  });

  it('totals average over participations, not over contests', () => {
    const big = scoreRound([entry(1800, 1), entry(1600, 2), entry(1400, 3), entry(1200, 4)]); // all right
    const small = scoreRound([entry(1200, 1), entry(1400, 2)]); // all wrong
    const totals = totalScores([big, small]);
    expect(totals.participants).toBe(6);
    expect(totals.pairInversion).toBeCloseTo((100 * 4) / 6, 9);
    expect(totals.rankDeviation).toBeCloseTo((100 * 2) / 6, 9);
  });

  it('agree with the O(N²) definition on a larger random round', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const entries = Array.from({ length: 300 }, () =>
      entry(Math.round(next() * 40) * 25, 1 + Math.floor(next() * 120)),
    );
    // Ties must share a range: give everyone with the same rankLo the range of their group.
    const sizes = new Map<number, number>();
    for (const e of entries) sizes.set(e.rankLo, (sizes.get(e.rankLo) ?? 0) + 1);
    const starts = new Map<number, number>();
    let place = 1;
    for (const lo of [...sizes.keys()].sort((a, b) => a - b)) {
      starts.set(lo, place);
      place += sizes.get(lo) ?? 0;
    }
    const ranked = entries.map((e) => {
      const lo = starts.get(e.rankLo) ?? 0;
      return entry(e.mu, lo, lo + (sizes.get(e.rankLo) ?? 1) - 1);
    });
    let right = 0;
    let deviation = 0;
    const n = ranked.length;
    ranked.forEach((a, i) => {
      ranked.forEach((b, j) => {
        if (i === j) return;
        if (a.rankLo === b.rankLo || (a.rankLo < b.rankLo ? a.mu > b.mu : b.mu > a.mu)) right += 1;
      });
      const higher = ranked.filter((b) => b.mu > a.mu).length;
      const equal = ranked.filter((b) => b.mu === a.mu).length;
      const [lo, hi] = [a.rankLo - 1, a.rankHi - 1];
      deviation += Math.max(0, higher - hi, lo - (higher + equal - 1));
    });
    const score = scoreRound(ranked);
    expect(score.pairInversionSum).toBeCloseTo((100 * right) / (n - 1), 6);
    expect(score.rankDeviationSum).toBeCloseTo((100 * deviation) / (n - 1), 6);
  });
});
