/**
 * The audit log: every admin action, written in the same transaction as the change it records, with the
 * values before and after (docs/architecture.md#admin). Nothing here edits or deletes an entry.
 */
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditResponse } from '@codeconquer/contracts';
import type { Database, Queryable } from '../db/client';
import { adminAudit, contests, discussionThreads, problems, users } from '../db/schema';
import { offsetOf, paginationOf } from '../lib/pagination';

export type AuditRecord = {
  adminId: string;
  action: AuditAction;
  target: { type: AuditEntry['target']['type']; id: string };
  before: unknown;
  after: unknown;
};

export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.insert(adminAudit).values({
    adminId: record.adminId,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export async function listAudit(
  db: Database,
  query: { action?: AuditAction | undefined; userId?: string | undefined; page: number; limit: number },
): Promise<AuditResponse> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(adminAudit.action, query.action));
  if (query.userId) {
    const about = or(
      and(eq(adminAudit.targetType, 'user'), eq(adminAudit.targetId, query.userId)),
      eq(adminAudit.adminId, query.userId),
    );
    if (about) conditions.push(about);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(adminAudit).where(where);
  const rows = await db
    .select({ entry: adminAudit, adminUsername: users.username })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.adminId))
    .where(where)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const labels = await targetLabels(
    db,
    rows.map(({ entry }) => entry),
  );
  return {
    entries: rows.map(({ entry, adminUsername }): AuditEntry => {
      const type = targetTypeOf(entry.targetType);
      return {
        id: entry.id,
        at: entry.createdAt.toISOString(),
        admin: { id: entry.adminId, username: adminUsername },
        action: entry.action as AuditAction,
        target: {
          type,
          id: entry.targetId,
          label: type === 'settings' ? 'Site settings' : (labels.get(`${type}:${entry.targetId}`) ?? null),
        },
        before: entry.before,
        after: entry.after,
      };
    }),
    pagination: paginationOf(query, total?.n ?? 0),
  };
}

const TARGET_TYPES: readonly AuditEntry['target']['type'][] = [
  'user',
  'settings',
  'problem',
  'contest',
  'thread',
];

function targetTypeOf(stored: string): AuditEntry['target']['type'] {
  return TARGET_TYPES.find((type) => type === stored) ?? 'user';
}

/**
 * What the entries are about, by `type:id`: a user's username, a problem's or a contest's title. A deleted account has
 * none (its id stays in the entry).
 */
async function targetLabels(
  db: Database,
  entries: { targetType: string; targetId: string }[],
): Promise<Map<string, string>> {
  const idsOf = (type: string) => [
    ...new Set(entries.filter((entry) => entry.targetType === type).map((entry) => entry.targetId)),
  ];
  const userIds = idsOf('user');
  const problemIds = idsOf('problem');
  const labels = new Map<string, string>();
  if (userIds.length > 0)
    for (const row of await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.id, userIds)))
      labels.set(`user:${row.id}`, row.username);
  if (problemIds.length > 0)
    for (const row of await db
      .select({ id: problems.id, title: problems.title })
      .from(problems)
      .where(inArray(problems.id, problemIds)))
      labels.set(`problem:${row.id}`, row.title);
  // Contest ids are uuids; an entry about a deleted contest keeps its id and shows no title.
  const contestIds = idsOf('contest').filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (contestIds.length > 0)
    for (const row of await db
      .select({ id: contests.id, title: contests.title })
      .from(contests)
      .where(inArray(contests.id, contestIds)))
      labels.set(`contest:${row.id}`, row.title);
  const threadIds = idsOf('thread').filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (threadIds.length > 0)
    for (const row of await db
      .select({ id: discussionThreads.id, title: discussionThreads.title })
      .from(discussionThreads)
      .where(inArray(discussionThreads.id, threadIds)))
      labels.set(`thread:${row.id}`, row.title);
  return labels;
}
