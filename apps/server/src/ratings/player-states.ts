/**
 * The rating model's state of each user, as stored with their rating changes (docs/ratings.md#history):
 * a user's state before a contest is the one stored with their latest change in an earlier contest.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { newPlayerRating, shownRating, type PlayerRating } from '@codeconquer/rating';
import type { Queryable } from '../db/client';
import { contests, ratingChanges } from '../db/schema';
import { before, type RatingOrderKey } from './rating-order';

const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/** The states of `userIds` before the contest at `key` (users never rated before are left out). */
export async function statesBefore(
  db: Queryable,
  userIds: readonly string[],
  key: RatingOrderKey,
): Promise<Map<string, PlayerRating>> {
  const states = new Map<string, PlayerRating>();
  for (const ids of chunks(userIds)) {
    const rows = await db
      .selectDistinctOn([ratingChanges.userId], {
        userId: ratingChanges.userId,
        state: ratingChanges.stateAfter,
      })
      .from(ratingChanges)
      .innerJoin(contests, eq(contests.id, ratingChanges.contestId))
      .where(and(inArray(ratingChanges.userId, ids), before(key)))
      .orderBy(ratingChanges.userId, desc(contests.endTime), desc(contests.id));
    for (const row of rows) states.set(row.userId, row.state);
  }
  return states;
}

/** Writes what users show of their state: the rating, its deviation and their count of rated contests. */
export async function storeShownRatings(
  db: Queryable,
  states: ReadonlyMap<string, PlayerRating | null>,
): Promise<void> {
  const fresh = newPlayerRating();
  const rows = [...states].map(([userId, state]) => {
    const rating = state ?? fresh;
    return {
      userId,
      shown: shownRating(rating),
      deviation: Math.round(rating.sigma),
      contests: state?.contests ?? 0,
    };
  });
  for (const part of chunks(rows)) {
    const values = sql.join(
      part.map(
        (row) => sql`(${row.userId}::uuid, ${row.shown}::int, ${row.deviation}::int, ${row.contests}::int)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update users set rating = v.rating, rating_deviation = v.deviation, rated_contests = v.contests
      from (values ${values}) as v(id, rating, deviation, contests)
      where users.id = v.id`);
  }
}
