/**
 * Sign-in sessions: random opaque tokens, stored as SHA-256 so a database leak does not hand out live
 * sessions. A token is sent as a bearer token and as the httpOnly `cc_session` cookie; logout revokes it.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ServiceContext } from '../core/service-context';
import { sessions, users } from '../db/schema';
import { randomToken, sha256 } from '../lib/secrets';

export const SESSION_COOKIE = 'cc_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export async function createSession(
  ctx: ServiceContext,
  userId: string,
  meta: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<string> {
  const token = randomToken();
  await ctx.db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(ctx.now().getTime() + SESSION_TTL_MS),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return token;
}

/** The user a token belongs to, or null when it is unknown, expired or revoked. */
export async function findUserByToken(ctx: ServiceContext, token: string): Promise<UserRow | null> {
  if (token.length === 0 || token.length > 200) return null;
  const [row] = await ctx.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

export async function revokeSession(ctx: ServiceContext, token: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(eq(sessions.tokenHash, sha256(token)));
}

/** Revokes every session of a user (after a password change or reset), optionally keeping one. */
export async function revokeAllSessions(
  ctx: ServiceContext,
  userId: string,
  exceptToken?: string,
): Promise<void> {
  const rows = await ctx.db
    .select({ id: sessions.id, tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  const keep = exceptToken ? sha256(exceptToken) : undefined;
  for (const row of rows) {
    if (row.tokenHash !== keep)
      await ctx.db.update(sessions).set({ revokedAt: ctx.now() }).where(eq(sessions.id, row.id));
  }
}

export function setSessionCookie(ctx: ServiceContext, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
