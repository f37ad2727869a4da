/** Sign-up verification: a right code marks the address verified (the route then signs the user in). */
import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/sessions';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import type { AppContext } from '../http/context';
import { consumeCode } from './otp-codes';

export async function verifyEmailCode(ctx: AppContext, email: string, code: string): Promise<UserRow> {
  await consumeCode(ctx, email, 'verify_email', code);
  const [user] = await ctx.db
    .update(users)
    .set({ isEmailVerified: true, updatedAt: ctx.now() })
    .where(eq(users.email, email))
    .returning();
  // Codes for unknown addresses are never mailed; one guessed right still signs nobody in.
  if (!user) throw new AppError('OTP_EXPIRED');
  return user;
}
