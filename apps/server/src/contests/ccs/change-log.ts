/**
 * Reading a contest's change log (contest_changes; the database's triggers append to it, migration 0030):
 * what changed after a given number. A follower of the event feed reads only these rows and the objects
 * they name, instead of the whole contest (docs/contests.md#the-event-feeds-log).
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contestChangeHeads, contestChanges, contests } from '../../db/schema';

export type ContestChange = {
  seq: number;
  kind: (typeof contestChanges.$inferSelect)['kind'];
  objectId: string | null;
};

/** The contest's last change number (0: none yet). */
export async function lastChangeSeq(db: Queryable, contestId: string): Promise<number> {
  const [head] = await db
    .select({ seq: contestChangeHeads.seq })
    .from(contestChangeHeads)
    .where(eq(contestChangeHeads.contestId, contestId));
  return head?.seq ?? 0;
}

/**
 * The changes after `afterSeq`, in order, and whether the contest still exists (one query: the contest's
 * row joined to its new changes; no row means it was deleted).
 */
export async function changesAfter(
  db: Queryable,
  contestId: string,
  afterSeq: number,
): Promise<{ exists: boolean; changes: ContestChange[] }> {
  const rows = await db
    .select({ seq: contestChanges.seq, kind: contestChanges.kind, objectId: contestChanges.objectId })
    .from(contests)
    .leftJoin(
      contestChanges,
      and(eq(contestChanges.contestId, contests.id), gt(contestChanges.seq, afterSeq)),
    )
    .where(eq(contests.id, contestId))
    .orderBy(asc(contestChanges.seq));
  const changes = rows.flatMap(({ seq, kind, objectId }) =>
    seq !== null && kind !== null ? [{ seq, kind, objectId }] : [],
  );
  return { exists: rows.length > 0, changes };
}
