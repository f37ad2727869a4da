/**
 * Sign-up: creates an unverified account and mails its first verification code. If the mail cannot be
 * sent the account is removed again, so the person can simply retry with the same details.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../auth/sessions';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import type { AppContext } from '../http/context';
import { hashPassword } from '../lib/passwords';
import { violatedUniqueIndex } from '../lib/pg-errors';
import { discardCode, issueCode } from './otp-codes';
import { mailCode } from './otp-mail';
import { findUserByEmail, findUserByUsername } from './user-lookup';
import { newAccountDefaults } from './new-account';

export type Registration = { name: string; username: string; email: string; password: string };

function emailTaken(existing: UserRow | null): AppError {
  // An unverified owner most likely signed up before and lost the code: let the client offer verification.
  if (existing && !existing.isEmailVerified)
    return new AppError('EMAIL_TAKEN', 'An account with this email already exists but is not verified yet.', {
      unverified: true,
      email: existing.email,
    });
  return new AppError('EMAIL_TAKEN');
}

async function insertUser(ctx: AppContext, input: Registration): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        name: input.name,
        username: input.username,
        email: input.email,
        passwordHash,
        ...newAccountDefaults(ctx, input.email),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    // Two sign-ups racing past the checks below meet at the unique indexes.
    const index = violatedUniqueIndex(error);
    if (index === 'users_email_idx') throw emailTaken(await findUserByEmail(ctx, input.email));
    if (index === 'users_username_lower_idx') throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}

export async function registerUser(
  ctx: AppContext,
  log: FastifyBaseLogger,
  input: Registration,
): Promise<UserRow> {
  const existing = await findUserByEmail(ctx, input.email);
  if (existing) throw emailTaken(existing);
  if (await findUserByUsername(ctx, input.username)) throw new AppError('USERNAME_TAKEN');

  const user = await insertUser(ctx, input);
  const { id: codeId, code } = await issueCode(ctx, user.email, 'verify_email', { ignoreCooldown: true });
  try {
    await mailCode(ctx, log, user.email, 'verify_email', code);
  } catch (error) {
    await discardCode(ctx, codeId);
    await ctx.db.delete(users).where(eq(users.id, user.id));
    throw error;
  }
  return user;
}
