/**
 * Sign-in with e-mail or username and password. Unknown account, Google-only account and wrong password
 * get the same answer after the same amount of work. A sign-up not verified yet is no account: its right
 * password answers "not verified" with a fresh registration token, so its owner can go on to the code.
 */
import type { UserRow } from '../auth/sessions';
import { AppError } from '../http/app-error';
import type { AppContext } from '../http/context';
import { verifyPassword } from '../lib/passwords';
import { reclaimRegistration } from './registration';
import { findUserByIdentifier } from './user-lookup';

export async function checkPasswordSignIn(
  ctx: AppContext,
  identifier: string,
  password: string,
): Promise<UserRow> {
  const user = await findUserByIdentifier(ctx, identifier);
  const matches = await verifyPassword(user?.passwordHash, password);
  if (user && matches) return user;
  if (!user) {
    const waiting = await reclaimRegistration(ctx, identifier, password);
    if (waiting) throw new AppError('EMAIL_NOT_VERIFIED', undefined, { unverified: true, ...waiting });
  }
  throw new AppError('INVALID_CREDENTIALS');
}
