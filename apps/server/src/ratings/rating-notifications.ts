/**
 * Tells contestants their rating change once a rated contest is rated (first time or again, after a
 * rejudge moved the standings): one notification per contest and resulting rating, so rating a contest
 * again to the same numbers tells nobody twice. Contests rated again only because an earlier one moved
 * (their numbers shifting with it) are not announced: the user took no new part in them.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { contests, ratingChanges, users } from '../db/schema';
import { addNotifications } from '../notifications/notify';

export async function notifyRatingChanges(tx: Queryable, contestIds: string[]): Promise<string[]> {
  if (contestIds.length === 0) return [];
  const rows = await tx
    .select({
      contestId: ratingChanges.contestId,
      title: contests.title,
      userId: ratingChanges.userId,
      username: users.username,
      before: ratingChanges.ratingBefore,
      after: ratingChanges.ratingAfter,
      rank: ratingChanges.rank,
      contestants: ratingChanges.contestants,
    })
    .from(ratingChanges)
    .innerJoin(contests, eq(contests.id, ratingChanges.contestId))
    .innerJoin(users, eq(users.id, ratingChanges.userId))
    .where(inArray(ratingChanges.contestId, contestIds));
  return addNotifications(
    tx,
    rows.map((row) => {
      const delta = row.after - row.before;
      return {
        userId: row.userId,
        kind: 'rating',
        text: `Your rating went from ${row.before} to ${row.after} (${delta >= 0 ? '+' : ''}${delta}) after ${row.title}: rank ${row.rank} of ${row.contestants}.`,
        link: `/profile/${encodeURIComponent(row.username)}`,
        dedupeKey: `rating:${row.contestId}:${row.after}`,
      };
    }),
  );
}
