/**
 * The engine's promises (docs/ratings.md): newcomers, the direction of changes, ties, incentive
 * compatibility, robustness, the history bound, and inputs left alone.
 */
import { describe, expect, it } from 'vitest';
import { diffuse } from '../src/belief';
import {
  DEFAULT_ELO_MMR_PARAMS,
  newPlayerRating,
  rateRound,
  rateRoundWith,
  shownRating,
  type PlayerRating,
  type Standing,
} from '../src/elo-mmr';
import { rankBy, seasonedPlayers } from './helpers';

const newcomers = (count: number) => Array.from({ length: count }, () => newPlayerRating());
const mus = (rated: { rating: PlayerRating }[]) => rated.map(({ rating }) => rating.mu);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('newcomers', () => {
  it('start at μ0 = 1500, σ0 = 350 with no history, and show 1500', () => {
    const rating = newPlayerRating();
    expect(rating).toMatchObject({ mu: 1500, sigma: 350, contests: 0, performances: [], weights: [] });
    expect(shownRating(rating)).toBe(1500);
    expect(JSON.parse(JSON.stringify(rating))).toEqual(rating);
  });

  it('in a three-player round: the winner rises, the loser falls by as much, the middle stays', () => {
    const [winner, middle, loser] = rateRound([
      { rating: newPlayerRating(), rankLo: 1, rankHi: 1 },
      { rating: newPlayerRating(), rankLo: 2, rankHi: 2 },
      { rating: newPlayerRating(), rankLo: 3, rankHi: 3 },
    ]).map(({ rating, performance }) => ({ mu: rating.mu, performance, contests: rating.contests }));
    expect(winner?.mu).toBeGreaterThan(1500);
    expect(loser?.mu).toBeLessThan(1500);
    // Exact symmetry, up to the tabulated performance solve's error (about 10⁻⁴ points, docs/ratings.md).
    expect(middle?.mu).toBeCloseTo(1500, 3);
    expect(shownRating({ ...newPlayerRating(), mu: middle?.mu ?? 0 })).toBe(1500);
    expect((winner?.mu ?? 0) - 1500).toBeCloseTo(1500 - (loser?.mu ?? 0), 3);
    expect(winner?.performance).toBeGreaterThan(middle?.performance ?? Infinity);
    expect(middle?.performance).toBeGreaterThan(loser?.performance ?? Infinity);
    expect([winner?.contests, middle?.contests, loser?.contests]).toEqual([1, 1, 1]);
  });

  it('all tied: nobody moves', () => {
    const rated = rateRound(newcomers(4).map((rating) => ({ rating, rankLo: 1, rankHi: 4 })));
    for (const mu of mus(rated)) expect(mu).toBeCloseTo(1500, 3);
  });
});

describe('ties', () => {
  it('players alike and tied end alike, between the ranks around them', () => {
    const rated = rateRound([
      { rating: newPlayerRating(), rankLo: 1, rankHi: 1 },
      { rating: newPlayerRating(), rankLo: 2, rankHi: 4 },
      { rating: newPlayerRating(), rankLo: 2, rankHi: 4 },
      { rating: newPlayerRating(), rankLo: 2, rankHi: 4 },
      { rating: newPlayerRating(), rankLo: 5, rankHi: 5 },
    ]);
    const [first, a, b, c, last] = mus(rated) as [number, number, number, number, number];
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(rated[1]?.performance).toBe(rated[3]?.performance);
    expect(first).toBeGreaterThan(a);
    expect(a).toBeGreaterThan(last);
    expect(a).toBeCloseTo(1500, 3);
  });

  it('in a round of seasoned players, twins tied anywhere get the same new rating', () => {
    const field = seasonedPlayers(60, 8, 3);
    const twin = field[10] as PlayerRating;
    const scores = field.map((_, i) => 100 - i);
    scores[40] = scores[41] = 55.5;
    const standings = rankBy(
      field.map((rating, i) => (i === 40 || i === 41 ? twin : rating)),
      scores,
    );
    const rated = rateRound(standings);
    expect(rated[40]?.rating).toEqual(rated[41]?.rating);
  });

  it('any integer base for ranks: 0-based and 1-based standings rate the same', () => {
    const field = seasonedPlayers(30, 5, 4);
    const oneBased = rankBy(
      field,
      field.map((_, i) => Math.floor(i / 3)),
    );
    const zeroBased = oneBased.map((s) => ({ ...s, rankLo: s.rankLo - 1, rankHi: s.rankHi - 1 }));
    expect(rateRound(zeroBased)).toEqual(rateRound(oneBased));
  });
});

describe('incentive compatibility', () => {
  for (const solver of ['fast', 'exact'] as const) {
    it(`a better rank never gives a lower new rating, all else equal (${solver} performances)`, () => {
      const field = seasonedPlayers(120, 6, 5);
      for (const player of [0, 17, 64, 119]) {
        const others = field.filter((_, i) => i !== player);
        const after: number[] = [];
        for (let place = 0; place <= others.length; place++) {
          const order = [...others.slice(0, place), field[player] as PlayerRating, ...others.slice(place)];
          const standings: Standing[] = order.map((rating, i) => ({ rating, rankLo: i + 1, rankHi: i + 1 }));
          after.push(rateRoundWith(standings, undefined, solver)[place]?.rating.mu ?? NaN);
        }
        for (let place = 1; place < after.length; place++)
          expect(after[place], `player ${player}, place ${place + 1}`).toBeLessThan(
            after[place - 1] ?? -Infinity,
          );
      }
    });
  }
});

describe('robustness', () => {
  it('one terrible round moves an established player at most π/(β√3)/w0 (the paper’s bound)', () => {
    const field = seasonedPlayers(40, 30, 6);
    const player = 7;
    // Forty rounds in the middle of the same field: an established, consistent record.
    let rating = field[player] as PlayerRating;
    const others = field.filter((_, i) => i !== player);
    for (let round = 0; round < 40; round++) {
      const order = [...others.slice(0, 20), rating, ...others.slice(20)];
      rating =
        rateRound(order.map((r, i) => ({ rating: r, rankLo: i + 1, rankHi: i + 1 })))[20]?.rating ?? rating;
    }
    const before = rating.mu;
    const last = [...others, rating].map((r, i) => ({ rating: r, rankLo: i + 1, rankHi: i + 1 }));
    const after = rateRound(last)[others.length]?.rating.mu ?? NaN;

    const { beta } = DEFAULT_ELO_MMR_PARAMS;
    const w0 = diffuse(rating, DEFAULT_ELO_MMR_PARAMS).prior.weight;
    const bound = Math.PI / (beta * Math.sqrt(3)) / w0;
    expect(after).toBeLessThan(before);
    expect(before - after).toBeLessThanOrEqual(bound);
    // A newcomer finishing last in the same field moves far more: the bound is the history's doing.
    const newcomer = rateRound(
      [...others, newPlayerRating()].map((r, i) => ({ rating: r, rankLo: i + 1, rankHi: i + 1 })),
    );
    expect(1500 - (newcomer[others.length]?.rating.mu ?? 0)).toBeGreaterThan(3 * (before - after));
  });
});

describe('history bound', () => {
  const play = (rounds: number, params?: { maxHistory: number }) => {
    let ratings = newcomers(3);
    for (let round = 0; round < rounds; round++) {
      const rated = rateRound(
        ratings.map((rating, i) => ({
          rating,
          rankLo: ((i + round) % 3) + 1,
          rankHi: ((i + round) % 3) + 1,
        })),
        params,
      );
      ratings = rated.map(({ rating }) => rating);
    }
    return ratings;
  };

  it('keeps at most maxHistory performance terms, folding older ones into the prior', () => {
    for (const rating of play(40, { maxHistory: 10 })) {
      expect(rating.performances).toHaveLength(10);
      expect(rating.weights).toHaveLength(10);
      expect(rating.contests).toBe(40);
      const total = rating.prior.weight + rating.weights.reduce((sum, w) => sum + w, 0);
      expect(rating.sigma).toBeCloseTo(1 / Math.sqrt(total), 9);
    }
  });

  it('the default bound is the paper’s 500', () => {
    expect(DEFAULT_ELO_MMR_PARAMS.maxHistory).toBe(500);
    const [rating] = play(520);
    expect(rating?.performances).toHaveLength(500);
  });

  it('folding old terms barely moves ratings (their weight has decayed)', () => {
    const bounded = play(60, { maxHistory: 20 });
    const full = play(60);
    bounded.forEach((rating, i) => expect(Math.abs(rating.mu - (full[i]?.mu ?? 0))).toBeLessThan(0.5));
  });
});

describe('inputs', () => {
  it('are never mutated (deep-frozen standings and params are rated fine)', () => {
    const field = seasonedPlayers(50, 4, 8);
    const standings = rankBy(
      field,
      field.map((_, i) => (i * 7) % 13),
    );
    const copy = structuredClone(standings);
    const params = deepFreeze({ beta: 180 });
    const rated = rateRound(deepFreeze(standings), params);
    expect(standings).toEqual(copy);
    expect(rated).toHaveLength(50);
  });

  it('answers in the order asked, whatever the ranks', () => {
    const [a, b] = newcomers(2);
    const rated = rateRound([
      { rating: a as PlayerRating, rankLo: 2, rankHi: 2 },
      { rating: b as PlayerRating, rankLo: 1, rankHi: 1 },
    ]);
    expect(rated[0]?.rating.mu).toBeLessThan(1500);
    expect(rated[1]?.rating.mu).toBeGreaterThan(1500);
  });

  it('rejects ranges that are not ties and not apart, and bad parameters', () => {
    const rating = newPlayerRating();
    expect(() =>
      rateRound([
        { rating, rankLo: 1, rankHi: 2 },
        { rating, rankLo: 2, rankHi: 3 },
      ]),
    ).toThrow(/overlap/);
    expect(() =>
      rateRound([
        { rating, rankLo: 1, rankHi: 2 },
        { rating, rankLo: 1, rankHi: 3 },
      ]),
    ).toThrow(/share one range/);
    expect(() => rateRound([{ rating, rankLo: 2, rankHi: 1 }])).toThrow(/lo ≤ hi/);
    expect(() => rateRound([{ rating, rankLo: 1, rankHi: 1 }], { beta: 0 })).toThrow(/beta/);
    const truncated = { ...rating, weights: [1e-5] };
    expect(() => rateRound([{ rating: truncated, rankLo: 1, rankHi: 1 }])).toThrow(/not a PlayerRating/);
  });
});
