/**
 * Sign-up without pre-takeover (docs/architecture.md, "Accounts"). Registering stores a pending
 * registration, which holds no account, and mails a code to the address. Verifying the code makes the
 * account from the registration whose token the verifier presents: the browser that signed up holds it
 * (or gets a fresh one by signing in with that registration's password). Whoever registers someone
 * else's address therefore never shares the account its owner later verifies, and the admin role of
 * ADMIN_EMAILS goes only to an address proven by its code (or by Google).
 *
 * Signing up never tells whether an address has an account (no enumeration): an address that has one
 * goes through the same steps, with the same answer, and its owner is mailed a notice instead of a code.
 * Without the code, that registration can never become an account.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hasNulCharacter } from '@codeconquer/contracts';
import type { UserRow } from './sessions';
import { pendingRegistrations, users } from '../db/schema';
import type { Queryable } from '../db/client';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from '../core/service-context';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { violatedUniqueIndex } from '../lib/pg-errors';
import { randomToken, sha256 } from '../lib/secrets';
import { consumeCode, discardCode, issueCode } from './otp-codes';
import { mailAccountExists, mailCode } from './otp-mail';
import { findUserByEmail, findUserByUsername } from './user-lookup';
import { newAccountDefaults, requireRegistrationOpen } from './new-account';

export type Registration = { name: string; username: string; email: string; password: string };

type PendingRow = typeof pendingRegistrations.$inferSelect;

/** A registration waits a day for its code (codes last 10 minutes; new ones can be asked for). */
const PENDING_TTL_MS = 24 * 60 * 60 * 1000;

async function dropExpired(ctx: ServiceContext): Promise<void> {
  await ctx.db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, ctx.now()));
}

/** Stores a pending registration and mails the address a code; returns the registration's token. */
export async function registerUser(
  ctx: ServiceContext,
  log: FastifyBaseLogger,
  input: Registration,
): Promise<{ email: string; registrationToken: string }> {
  await requireRegistrationOpen(ctx);
  // Usernames are public (every profile shows one): saying this one is taken tells nothing of the address.
  if (await findUserByUsername(ctx, input.username)) throw new AppError('USERNAME_TAKEN');
  const hasAccount = Boolean(await findUserByEmail(ctx, input.email));
  await dropExpired(ctx);

  const registrationToken = randomToken();
  const [pending] = await ctx.db
    .insert(pendingRegistrations)
    .values({
      email: input.email,
      name: input.name,
      username: input.username,
      passwordHash: await hashPassword(input.password),
      tokenHash: sha256(registrationToken),
      createdAt: ctx.now(),
      expiresAt: new Date(ctx.now().getTime() + PENDING_TTL_MS),
    })
    .returning({ id: pendingRegistrations.id });
  if (!pending) throw new Error('insert returned no row');
  const { id: codeId, code } = await issueCode(ctx, input.email, 'verify_email', { ignoreCooldown: true });
  try {
    // The same work either way (hash, rows, one mail), so the time taken does not tell either.
    if (hasAccount) await mailAccountExists(ctx, log, input.email);
    else await mailCode(ctx, log, input.email, 'verify_email', code);
  } catch (error) {
    await discardCode(ctx, codeId);
    await ctx.db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, pending.id));
    throw error;
  }
  return { email: input.email, registrationToken };
}

async function findPending(ctx: ServiceContext, email: string, token: string): Promise<PendingRow | null> {
  const [row] = await ctx.db
    .select()
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.tokenHash, sha256(token)),
        eq(pendingRegistrations.email, email),
        gt(pendingRegistrations.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether a registration is waiting for this address (a code is worth mailing). */
export async function hasPendingRegistration(ctx: ServiceContext, email: string): Promise<boolean> {
  if (hasNulCharacter(email)) return false;
  const [row] = await ctx.db
    .select({ id: pendingRegistrations.id })
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.email, email), gt(pendingRegistrations.expiresAt, ctx.now())))
    .limit(1);
  return Boolean(row);
}

/**
 * The sign-up code: proves the address. With the registration's token it makes the account, verified,
 * and removes every registration waiting for the address (the others were not the owner's).
 */
export async function completeRegistration(
  ctx: ServiceContext,
  email: string,
  code: string,
  registrationToken: string | undefined,
): Promise<UserRow> {
  const pending = registrationToken ? await findPending(ctx, email, registrationToken) : null;
  // Checked before the code is spent, so that the owner's own browser can still use it.
  if (!pending) throw new AppError('REGISTRATION_NOT_FOUND');
  await consumeCode(ctx, email, 'verify_email', code);
  // Only now, to whoever holds both the registration and its code: before, it would tell anyone whether
  // the address has an account.
  if (await findUserByEmail(ctx, email)) throw new AppError('EMAIL_ALREADY_VERIFIED');
  // Read before the transaction: it queries through the database, not the transaction.
  const defaults = await newAccountDefaults(ctx, pending.email);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: pending.name,
          username: pending.username,
          email: pending.email,
          passwordHash: pending.passwordHash,
          isEmailVerified: true,
          ...defaults,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      await dropRegistrationsFor(tx, email);
      return user;
    });
  } catch (error) {
    // Someone else verified this username (or, via Google, this address) in the meantime.
    const index = violatedUniqueIndex(error);
    if (index === 'users_username_lower_idx')
      throw new AppError(
        'USERNAME_TAKEN',
        'Someone took this username while you were verifying. Please sign up again with another one.',
      );
    if (index === 'users_email_idx') throw new AppError('EMAIL_ALREADY_VERIFIED');
    throw error;
  }
}

/** The address has an account now (by code or by Google): nothing waiting for it may become another. */
export async function dropRegistrationsFor(db: Queryable, email: string): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
}

/**
 * Sign-in to a registration not verified yet: the right password proves it is this registration's
 * owner, who gets a fresh token (the old one stops working) to verify with. Null when no waiting
 * registration for this identifier has this password.
 */
export async function reclaimRegistration(
  ctx: ServiceContext,
  identifier: string,
  password: string,
): Promise<{ email: string; registrationToken: string } | null> {
  if (hasNulCharacter(identifier)) return null;
  const candidates = await ctx.db
    .select()
    .from(pendingRegistrations)
    .where(
      and(
        gt(pendingRegistrations.expiresAt, ctx.now()),
        sql`(${pendingRegistrations.email} = ${identifier.toLowerCase()} or lower(${pendingRegistrations.username}) = lower(${identifier}))`,
      ),
    )
    .limit(5);
  for (const candidate of candidates) {
    if (!(await verifyPassword(candidate.passwordHash, password))) continue;
    const registrationToken = randomToken();
    await ctx.db
      .update(pendingRegistrations)
      .set({ tokenHash: sha256(registrationToken) })
      .where(eq(pendingRegistrations.id, candidate.id));
    return { email: candidate.email, registrationToken };
  }
  return null;
}
