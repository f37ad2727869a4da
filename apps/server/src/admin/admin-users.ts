/**
 * Users as admins manage them (docs/architecture.md#admin): search, change a role, ban and unban, grant
 * or take tokens, reset their AI review limits. Each change is one transaction with its audit entries; after it commits the user's
 * cached views and session are dropped (a ban also revokes every session), so it holds on their next
 * request.
 */
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AdminUser, AdminUsersResponse, Affiliation, PatchAdminUserBody } from '@codeconquer/contracts';
import type { ServiceContext } from '../core/service-context';
import { aiReviewUsage, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { revokeAllSessions, type UserRow } from '../accounts/sessions';
import { userChanged } from '../accounts/user-changes';
import { toUserView } from '../accounts/user-view';
import { affiliationById, affiliationsById } from '../accounts/organizations';
import { recordAudit, type AuditRecord } from './audit-log';
import { containsPattern } from '../lib/contains-pattern';
import { offsetOf, paginationOf } from '../lib/pagination';

/** The rows as admins see them, their affiliations read in one query. */
async function toAdminUserViews(ctx: ServiceContext, rows: readonly UserRow[]): Promise<AdminUser[]> {
  const affiliations = await affiliationsById(
    ctx.db,
    rows.map((row) => row.organizationId),
  );
  return rows.map((row) =>
    toAdminUserView(row, row.organizationId ? (affiliations.get(row.organizationId) ?? null) : null),
  );
}

async function adminUserView(ctx: ServiceContext, row: UserRow): Promise<AdminUser> {
  return toAdminUserView(row, await affiliationById(ctx.db, row.organizationId));
}

function toAdminUserView(row: UserRow, affiliation: Affiliation | null): AdminUser {
  return {
    ...toUserView(row, { includePrivate: true, affiliation }),
    email: row.email,
    bannedAt: row.bannedAt?.toISOString() ?? null,
  };
}

export async function searchUsers(
  ctx: ServiceContext,
  query: { query: string; page: number; limit: number },
): Promise<AdminUsersResponse> {
  const pattern = containsPattern(query.query);
  const where =
    query.query === ''
      ? undefined
      : or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.email, pattern));
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  return {
    users: await toAdminUserViews(ctx, rows),
    pagination: paginationOf(query, total?.n ?? 0),
  };
}

export async function getUserForAdmin(ctx: ServiceContext, id: string): Promise<AdminUser> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return adminUserView(ctx, row);
}

/**
 * Applies an admin's changes to a user. An admin cannot ban themself or take their own admin role away
 * (the panel must keep at least the admin who is using it); tokens never go below zero.
 */
export async function changeUserAsAdmin(
  ctx: ServiceContext,
  admin: UserRow,
  userId: string,
  changes: PatchAdminUserBody,
): Promise<AdminUser> {
  if (userId === admin.id && (changes.banned === true || changes.role === 'user'))
    throw new AppError('FORBIDDEN', 'You cannot ban yourself or take away your own admin role.');
  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw new AppError('USER_NOT_FOUND');
    const audit: Omit<AuditRecord, 'adminId' | 'target'>[] = [];
    const set: Partial<typeof users.$inferInsert> = {};
    if (changes.role !== undefined && changes.role !== before.role) {
      set.role = changes.role;
      audit.push({ action: 'user.role', before: { role: before.role }, after: { role: changes.role } });
    }
    if (changes.banned !== undefined && changes.banned !== (before.bannedAt !== null)) {
      set.bannedAt = changes.banned ? now : null;
      audit.push({
        action: changes.banned ? 'user.ban' : 'user.unban',
        before: { bannedAt: before.bannedAt?.toISOString() ?? null },
        after: { bannedAt: changes.banned ? now.toISOString() : null },
      });
    }
    if (changes.tokensDelta !== undefined && changes.tokensDelta !== 0) {
      const tokens = before.tokens + changes.tokensDelta;
      if (tokens < 0) throw new AppError('TOKENS_BELOW_ZERO');
      set.tokens = tokens; // the row is locked: nothing else changes the balance meanwhile
      audit.push({
        action: 'user.tokens',
        before: { tokens: before.tokens },
        after: { tokens, delta: changes.tokensDelta },
      });
    }
    if (changes.resetAiLimits) {
      const [used] = await tx
        .select({ n: count() })
        .from(aiReviewUsage)
        .where(eq(aiReviewUsage.userId, userId));
      await tx.delete(aiReviewUsage).where(eq(aiReviewUsage.userId, userId));
      audit.push({
        action: 'user.ai-limits',
        before: { reviewsUsed: used?.n ?? 0 },
        after: { reviewsUsed: 0 },
      });
    }
    if (audit.length === 0) return before;
    const [row] = await tx
      .update(users)
      .set({ ...set, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    for (const entry of audit)
      await recordAudit(tx, { ...entry, adminId: admin.id, target: { type: 'user', id: userId } });
    return row ?? before;
  });
  userChanged(userId);
  if (updated.bannedAt) await revokeAllSessions(ctx, userId);
  return adminUserView(ctx, updated);
}
