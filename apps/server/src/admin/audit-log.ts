/**
 * The audit log: every admin action, written in the same transaction as the change it records, with the
 * values before and after (docs/architecture.md#admin). Nothing here edits or deletes an entry.
 */
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditResponse } from '@codeconquer/contracts';
import type { Database, Queryable } from '../db/client';
import { adminAudit, users } from '../db/schema';
import { offsetOf, paginationOf } from '../lib/pagination';

export type AuditRecord = {
  adminId: string;
  action: AuditAction;
  target: { type: 'user' | 'settings'; id: string };
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
    rows.filter(({ entry }) => entry.targetType === 'user').map(({ entry }) => entry.targetId),
  );
  return {
    entries: rows.map(({ entry, adminUsername }): AuditEntry => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      admin: { id: entry.adminId, username: adminUsername },
      action: entry.action as AuditAction,
      target: {
        type: entry.targetType === 'settings' ? 'settings' : 'user',
        id: entry.targetId,
        label: entry.targetType === 'settings' ? 'Site settings' : (labels.get(entry.targetId) ?? null),
      },
      before: entry.before,
      after: entry.after,
    })),
    pagination: paginationOf(query, total?.n ?? 0),
  };
}

/** The usernames of the users the entries are about (a deleted account has none). */
async function targetLabels(db: Database, userIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.username]));
}
