/**
 * Handing a sign-in over to the web app (docs/architecture.md, "Handing a sign-in to the web app"). A sign-in
 * that ends in a redirect (Google's callback) cannot answer the page with a session, and a session token
 * must never travel in an address (history, Referer, logs) or be accepted from one. So the redirect carries
 * nothing; the browser gets a one-time code (in a short-lived cookie only our own page can read) and
 * exchanges it by POST /auth/handoff for a session.
 *
 * A code is 256 random bits, kept only as its HMAC under the app secret, valid HANDOFF_TTL_SECONDS, and
 * deleted by the exchange that uses it (one DELETE … RETURNING: two exchanges of one code never both win).
 */
import { HANDOFF_TTL_SECONDS } from '@codeconquer/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { ServiceContext } from '../core/service-context';
import { signInHandoffs, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { hmac, randomToken } from '../lib/secrets';
import { revokeSession, type UserRow } from './sessions';
import { findUserById } from './user-lookup';

/** Codes are base64url of 32 bytes; anything longer is no code of ours and is not hashed. */
const CODE_MAX_LENGTH = 64;

function codeHash(ctx: ServiceContext, code: string): string {
  return hmac(ctx.appSecret, `sign-in-handoff\n${code}`);
}

/** Makes a code that signs `userId` in once, within HANDOFF_TTL_SECONDS. */
export async function issueHandoff(ctx: ServiceContext, userId: string): Promise<string> {
  const now = ctx.now();
  // Codes nobody exchanged are dropped as new ones are made: the table stays as small as the last minute.
  await ctx.db.delete(signInHandoffs).where(lt(signInHandoffs.expiresAt, now));
  const code = randomToken();
  await ctx.db.insert(signInHandoffs).values({
    codeHash: codeHash(ctx, code),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + HANDOFF_TTL_SECONDS * 1000),
  });
  return code;
}

/** The account a live code would sign in, without using the code (to ask before switching accounts). */
export async function peekHandoff(ctx: ServiceContext, code: string): Promise<UserRow> {
  if (code.length === 0 || code.length > CODE_MAX_LENGTH) throw new AppError('HANDOFF_INVALID');
  const [row] = await ctx.db
    .select({ user: users })
    .from(signInHandoffs)
    .innerJoin(users, eq(users.id, signInHandoffs.userId))
    .where(and(eq(signInHandoffs.codeHash, codeHash(ctx, code)), gt(signInHandoffs.expiresAt, ctx.now())))
    .limit(1);
  if (!row) throw new AppError('HANDOFF_INVALID');
  return row.user;
}

/** Uses the code up and answers whose it was; HANDOFF_INVALID when unknown, used or expired. */
export async function takeHandoff(ctx: ServiceContext, code: string): Promise<string> {
  if (code.length === 0 || code.length > CODE_MAX_LENGTH) throw new AppError('HANDOFF_INVALID');
  const [row] = await ctx.db
    .delete(signInHandoffs)
    .where(eq(signInHandoffs.codeHash, codeHash(ctx, code)))
    .returning({ userId: signInHandoffs.userId, expiresAt: signInHandoffs.expiresAt });
  if (!row || row.expiresAt.getTime() <= ctx.now().getTime()) throw new AppError('HANDOFF_INVALID');
  return row.userId;
}

/**
 * The account a code signs this browser in to, the code used up. A browser signed in to another account is
 * never switched without asking: unless `switchAccount`, that answers SWITCH_NOT_CONFIRMED (naming
 * both accounts, to whoever holds the code) and leaves the code for the confirmed request. A confirmed
 * switch ends the session it replaces.
 */
export async function exchangeHandoff(
  ctx: ServiceContext,
  code: string,
  caller: { user: UserRow | null; sessionToken: string | null },
  switchAccount: boolean,
): Promise<UserRow> {
  const signedIn = caller.user;
  if (signedIn && !switchAccount) {
    const target = await peekHandoff(ctx, code);
    if (target.id !== signedIn.id)
      throw new AppError('SWITCH_NOT_CONFIRMED', undefined, {
        signedInAs: { name: signedIn.name, username: signedIn.username },
        switchTo: { name: target.name, username: target.username },
      });
  }
  const userId = await takeHandoff(ctx, code);
  const user = await findUserById(ctx, userId);
  if (!user) throw new AppError('HANDOFF_INVALID');
  if (signedIn && caller.sessionToken && signedIn.id !== user.id)
    await revokeSession(ctx, caller.sessionToken);
  return user;
}
