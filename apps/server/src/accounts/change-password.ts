/** A signed-in user changes their password; every other session of theirs ends, the current one stays. */
import { eq } from 'drizzle-orm';
import { revokeAllSessions, type UserRow } from './sessions';
import { users } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from '../core/service-context';
import { hashPassword, verifyPassword } from '../lib/passwords';

export async function changePassword(
  ctx: ServiceContext,
  user: UserRow,
  currentSessionToken: string | null,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  // A Google-only account has no current password: it sets one through the reset flow instead.
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, user.id));
  await revokeAllSessions(ctx, user.id, currentSessionToken ?? undefined);
}
