/**
 * One-time codes: one live row per (email, purpose) in otp_codes. A code is stored only as an HMAC under
 * the app secret. Every rule that must hold under parallel requests (resend cooldown, the wrong-try limit,
 * single use) is enforced by a conditional write in the database, never by a read followed by a write.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_MAX_WRONG_TRIES_PER_DAY,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '@codeconquer/contracts';
import { otpCodes } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from '../core/service-context';
import { hmac } from '../lib/secrets';
import type { OtpPurpose } from '../mail/otp-message';

type OtpRow = typeof otpCodes.$inferSelect;

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

function codeHash(ctx: ServiceContext, email: string, purpose: OtpPurpose, code: string): string {
  // email and purpose are part of the MAC so a code can never be replayed for another account or purpose.
  return hmac(ctx.appSecret, `${email}\n${purpose}\n${code}`);
}

function randomCode(): string {
  return crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

async function findCode(ctx: ServiceContext, email: string, purpose: OtpPurpose): Promise<OtpRow | null> {
  const [row] = await ctx.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/**
 * Makes a fresh code for (email, purpose), replacing any earlier one, and returns it in clear text for
 * mailing. Throws OTP_COOLDOWN when the last code went out less than the cooldown ago, unless
 * `ignoreCooldown` (a brand-new registration always gets its code).
 */
export async function issueCode(
  ctx: ServiceContext,
  email: string,
  purpose: OtpPurpose,
  options: { ignoreCooldown?: boolean } = {},
): Promise<{ id: string; code: string }> {
  const now = ctx.now();
  const code = randomCode();
  const fresh = {
    codeHash: codeHash(ctx, email, purpose, code),
    wrongAttempts: 0,
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    sentAt: now,
    consumedAt: null,
  };
  const cooldownStart = new Date(now.getTime() - OTP_RESEND_COOLDOWN_SECONDS * 1000);
  // The WHERE of DO UPDATE makes the cooldown check and the replacement one atomic step.
  const [row] = await ctx.db
    .insert(otpCodes)
    // The day's wrong tries are the address's, not the code's: a new code keeps them (not in `fresh`).
    .values({ email, purpose, ...fresh, createdAt: now, dayStartedAt: now })
    .onConflictDoUpdate({
      target: [otpCodes.email, otpCodes.purpose],
      set: fresh,
      ...(options.ignoreCooldown ? {} : { setWhere: lte(otpCodes.sentAt, cooldownStart) }),
    })
    .returning({ id: otpCodes.id });
  if (row) return { id: row.id, code };

  const existing = await findCode(ctx, email, purpose);
  const waitMs = existing
    ? existing.sentAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime()
    : 1000;
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  throw new AppError('OTP_COOLDOWN', `Please wait ${retryAfter} seconds before requesting another code.`, {
    retryAfter,
  });
}

/** Forgets a code whose e-mail could not be sent, so the cooldown does not block an immediate retry. */
export async function discardCode(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.db.delete(otpCodes).where(eq(otpCodes.id, id));
}

function tooManyAttempts(): AppError {
  return new AppError('OTP_TOO_MANY_ATTEMPTS');
}

/** Why a code that a conditional write could not touch is dead: used up by wrong tries, or gone. */
async function deadCodeError(ctx: ServiceContext, id: string): Promise<AppError> {
  const [row] = await ctx.db.select().from(otpCodes).where(eq(otpCodes.id, id)).limit(1);
  if (
    row &&
    row.dayWrongAttempts >= OTP_MAX_WRONG_TRIES_PER_DAY &&
    row.dayStartedAt.getTime() > ctx.now().getTime() - ONE_DAY_MS
  )
    return new AppError('OTP_DAILY_LIMIT');
  if (row && row.consumedAt === null && row.wrongAttempts >= OTP_MAX_WRONG_TRIES) return tooManyAttempts();
  return new AppError('OTP_EXPIRED');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

function invalidCodeError(wrongAttempts: number): AppError {
  const left = OTP_MAX_WRONG_TRIES - wrongAttempts;
  return new AppError('OTP_INVALID', `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
}

/**
 * Checks `code` and, when it is right, consumes it (single use). Wrong codes count towards the limit; the
 * try that reaches it answers OTP_TOO_MANY_ATTEMPTS and the code stays dead until a new one is sent.
 */
export async function consumeCode(
  ctx: ServiceContext,
  email: string,
  purpose: OtpPurpose,
  code: string,
): Promise<void> {
  const now = ctx.now();
  const dayAgo = new Date(now.getTime() - ONE_DAY_MS);
  const row = await findCode(ctx, email, purpose);
  if (!row || row.consumedAt !== null) throw new AppError('OTP_EXPIRED');
  const dayOver = row.dayStartedAt.getTime() <= dayAgo.getTime();
  if (!dayOver && row.dayWrongAttempts >= OTP_MAX_WRONG_TRIES_PER_DAY) throw new AppError('OTP_DAILY_LIMIT');
  if (row.wrongAttempts >= OTP_MAX_WRONG_TRIES) throw tooManyAttempts();
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('OTP_EXPIRED');

  const live = and(
    eq(otpCodes.id, row.id),
    eq(otpCodes.codeHash, row.codeHash),
    isNull(otpCodes.consumedAt),
    lt(otpCodes.wrongAttempts, OTP_MAX_WRONG_TRIES),
    or(lte(otpCodes.dayStartedAt, dayAgo), lt(otpCodes.dayWrongAttempts, OTP_MAX_WRONG_TRIES_PER_DAY)),
  );

  if (sameHash(row.codeHash, codeHash(ctx, email, purpose, code))) {
    const [consumed] = await ctx.db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(live, gt(otpCodes.expiresAt, now)))
      .returning({ id: otpCodes.id });
    if (!consumed) throw await deadCodeError(ctx, row.id);
    return;
  }

  // The increment is one UPDATE guarded by the limit, so parallel guesses can never exceed it.
  // The day's count starts again once its 24 hours are over.
  const newDay = sql`${otpCodes.dayStartedAt} <= ${dayAgo.toISOString()}::timestamptz`;
  const [counted] = await ctx.db
    .update(otpCodes)
    .set({
      wrongAttempts: sql`${otpCodes.wrongAttempts} + 1`,
      dayWrongAttempts: sql`case when ${newDay} then 1 else ${otpCodes.dayWrongAttempts} + 1 end`,
      dayStartedAt: sql`case when ${newDay} then ${now.toISOString()}::timestamptz else ${otpCodes.dayStartedAt} end`,
    })
    .where(live)
    .returning({ wrongAttempts: otpCodes.wrongAttempts, dayWrongAttempts: otpCodes.dayWrongAttempts });
  if (!counted) throw await deadCodeError(ctx, row.id);
  if (counted.dayWrongAttempts >= OTP_MAX_WRONG_TRIES_PER_DAY) throw new AppError('OTP_DAILY_LIMIT');
  if (counted.wrongAttempts >= OTP_MAX_WRONG_TRIES) throw tooManyAttempts();
  throw invalidCodeError(counted.wrongAttempts);
}
