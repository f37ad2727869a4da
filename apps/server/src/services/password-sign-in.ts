/**
 * Sign-in with e-mail or username and password. Unknown account, Google-only account and wrong password
 * get the same answer after the same amount of work; "not verified" is only said to the right password.
 */
import type { UserRow } from '../auth/sessions';
import { AppError } from '../http/app-error';
import type { AppContext } from '../http/context';
import { verifyPassword } from '../lib/passwords';
import { findUserByIdentifier } from './user-lookup';

export async function checkPasswordSignIn(
  ctx: AppContext,
  identifier: string,
  password: string,
): Promise<UserRow> {
  const user = await findUserByIdentifier(ctx, identifier);
  const matches = await verifyPassword(user?.passwordHash, password);
  if (!user || !matches) throw new AppError('INVALID_CREDENTIALS');
  if (!user.isEmailVerified)
    throw new AppError('EMAIL_NOT_VERIFIED', undefined, { unverified: true, email: user.email });
  return user;
}
