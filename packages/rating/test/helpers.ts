/** Shared by the rating tests: seeded rounds of players with varied ratings. */
import { rateRound, newPlayerRating, type PlayerRating, type Standing } from '../src/elo-mmr';
import { seededRandom } from '../src/random';

/** Standings for `ratings` ranked by `scores` (highest first), equal scores tied. */
export function rankBy(ratings: readonly PlayerRating[], scores: readonly number[]): Standing[] {
  const order = [...scores.keys()].sort((a, b) => (scores[b] as number) - (scores[a] as number));
  const standings: Standing[] = new Array<Standing>(ratings.length);
  for (let p = 0; p < order.length;) {
    let q = p;
    while (q + 1 < order.length && scores[order[q + 1] as number] === scores[order[p] as number]) q++;
    for (let k = p; k <= q; k++) {
      const i = order[k] as number;
      standings[i] = { rating: ratings[i] as PlayerRating, rankLo: p + 1, rankHi: q + 1 };
    }
    p = q + 1;
  }
  return standings;
}

/** `players` players after `rounds` rounds where each is ranked by skill plus noise: varied μ, σ, history. */
export function seasonedPlayers(players: number, rounds: number, seed: number): PlayerRating[] {
  const random = seededRandom(seed);
  const skills = Array.from({ length: players }, () => 1500 + 350 * random.normal());
  let ratings = Array.from({ length: players }, () => newPlayerRating());
  for (let round = 0; round < rounds; round++) {
    // Not everyone plays every round, so experience (and σ) varies.
    const playing = ratings.map((_, i) => i).filter(() => random.uniform() < 0.7);
    const scores = playing.map((i) => Math.round(((skills[i] as number) + 200 * random.normal()) / 25));
    const rated = rateRound(
      rankBy(
        playing.map((i) => ratings[i] as PlayerRating),
        scores,
      ),
    );
    ratings = ratings.slice();
    playing.forEach((i, k) => (ratings[i] = (rated[k] as (typeof rated)[number]).rating));
  }
  return ratings;
}
