/**
 * Sign-in sessions: random opaque tokens, stored as SHA-256 so a database leak does not hand out live
 * sessions. A token is sent as a bearer token and as the httpOnly `cc_session` cookie; logout revokes it.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ServiceContext } from '../core/service-context';
import { sessions, users } from '../db/schema';
import { LRUCache } from 'lru-cache';
import { AppError } from '../lib/app-error';
import { randomToken, sha256 } from '../lib/secrets';
import { anyUserVersion, userChanged, userVersion } from './user-changes';

export const SESSION_COOKIE = 'cc_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export async function createSession(
  ctx: ServiceContext,
  userId: string,
  meta: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<string> {
  const [account] = await ctx.db.select({ bannedAt: users.bannedAt }).from(users).where(eq(users.id, userId));
  // Every way in (password, code, Google) ends here: a banned account gets no session.
  if (account?.bannedAt) throw new AppError('ACCOUNT_BANNED');
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

/** What a lookup found: the user, and until when the session lasts. */
type LiveSession = { user: UserRow; expiresAt: Date; version: number; loadedAt: number };

/**
 * Sessions looked up lately, by token hash: a signed-in request then costs no query. An entry is used
 * while the user's version is the one it was loaded at (userChanged: a profile edit, a token balance, a
 * sign-out, a password change; made on another server, heard over the cluster bus) and for
 * SESSION_CACHE_MS at most, which bounds how late a change is seen should that message be lost.
 */
const SESSION_CACHE_MS = 5000;
const CACHED_SESSIONS = 50_000;
const sessionCaches = new WeakMap<ServiceContext['db'], LRUCache<string, LiveSession>>();

function sessionCacheOf(ctx: ServiceContext): LRUCache<string, LiveSession> {
  let cache = sessionCaches.get(ctx.db);
  if (!cache) {
    cache = new LRUCache<string, LiveSession>({ max: CACHED_SESSIONS });
    sessionCaches.set(ctx.db, cache);
  }
  return cache;
}

async function loadSession(
  ctx: ServiceContext,
  tokenHash: string,
): Promise<{ user: UserRow; expiresAt: Date } | null> {
  const [row] = await ctx.db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.now()),
        isNull(users.bannedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Looks the session up, and keeps it unless its user changed while it was read. */
async function lookUpSession(
  ctx: ServiceContext,
  cache: LRUCache<string, LiveSession>,
  tokenHash: string,
): Promise<UserRow | null> {
  const loadedAt = Date.now();
  const clockBefore = anyUserVersion();
  const found = await loadSession(ctx, tokenHash);
  const version = found ? userVersion(found.user.id) : null;
  // A user changed while this was read may have been read as they were before: not kept.
  if (found && version !== null && version <= clockBefore)
    cache.set(tokenHash, { ...found, version, loadedAt });
  else cache.delete(tokenHash);
  return found?.user ?? null;
}

/**
 * The user a token belongs to, or null when it is unknown, expired or revoked. A session kept in memory
 * (the usual case) is answered at once, without a promise; otherwise the answer is a promise.
 */
export function findUserByToken(
  ctx: ServiceContext,
  token: string,
): UserRow | null | Promise<UserRow | null> {
  if (token.length === 0 || token.length > 200) return null;
  const tokenHash = sha256(token);
  const cache = sessionCacheOf(ctx);
  const cached = cache.get(tokenHash);
  if (
    cached &&
    cached.version === userVersion(cached.user.id) &&
    Date.now() - cached.loadedAt < SESSION_CACHE_MS &&
    cached.expiresAt > ctx.now()
  )
    return cached.user;
  return lookUpSession(ctx, cache, tokenHash);
}

export async function revokeSession(ctx: ServiceContext, token: string): Promise<void> {
  const tokenHash = sha256(token);
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId });
  sessionCacheOf(ctx).delete(tokenHash);
  // The other servers drop their copy of the user's sessions too (and read this one as revoked).
  for (const { userId } of revoked) userChanged(userId);
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
  userChanged(userId);
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
