/**
 * Password reset after a verified reset code: the code is exchanged for a single-use grant (only its
 * SHA-256 is stored), and the grant for a new password. A reset ends every session of the account.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { OTP_TTL_SECONDS } from '@codeconquer/contracts';
import { revokeAllSessions } from './sessions';
import { passwordResetGrants, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from '../core/service-context';
import { hashPassword } from '../lib/passwords';
import { randomToken, sha256 } from '../lib/secrets';
import { consumeCode } from './otp-codes';
import { findUserByEmail } from './user-lookup';

/** Checks a reset code and returns the reset token that /auth/reset-password requires. */
export async function exchangeResetCode(ctx: ServiceContext, email: string, code: string): Promise<string> {
  await consumeCode(ctx, email, 'reset_password', code);
  const user = await findUserByEmail(ctx, email);
  // Codes for unknown addresses are never mailed; one guessed right still grants nothing.
  if (!user) throw new AppError('OTP_EXPIRED');
  const token = randomToken();
  await ctx.db.insert(passwordResetGrants).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(ctx.now().getTime() + OTP_TTL_SECONDS * 1000),
    createdAt: ctx.now(),
  });
  return token;
}

export async function resetPassword(
  ctx: ServiceContext,
  input: { email: string; password: string; resetToken: string },
): Promise<void> {
  const user = await findUserByEmail(ctx, input.email);
  if (!user) throw new AppError('RESET_NOT_ALLOWED');
  // Hash first: the grant is spent only when everything else is ready.
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const [grant] = await ctx.db
    .update(passwordResetGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetGrants.tokenHash, sha256(input.resetToken)),
        eq(passwordResetGrants.userId, user.id),
        isNull(passwordResetGrants.usedAt),
        gt(passwordResetGrants.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetGrants.id });
  if (!grant) throw new AppError('RESET_NOT_ALLOWED');
  // Receiving the code proved the person owns the address.
  await ctx.db
    .update(users)
    .set({ passwordHash, isEmailVerified: true, updatedAt: now })
    .where(eq(users.id, user.id));
  await revokeAllSessions(ctx, user.id);
}
