/**
 * Marks a rated contest's ratings as possibly out of date (docs/ratings.md#when): a verdict changed after
 * it was rated, or an admin edited it. The scheduler rates it again, with every contest after it, once
 * nothing of it is pending — if its standings really moved.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { contests } from '../db/schema';

export async function markRatingsStale(db: Queryable, contestId: string): Promise<void> {
  await db
    .update(contests)
    .set({ ratingsStaleAt: sql`now()` })
    .where(and(eq(contests.id, contestId), isNotNull(contests.ratedAt)));
}
