/**
 * Sign-in with e-mail or username and password. Unknown account, Google-only account and wrong password
 * get the same answer after the same amount of work. A sign-up not verified yet is no account: its right
 * password answers "not verified" with a fresh registration token, so its owner can go on to the code.
 * Failures are counted per client address and per account (sign-in-throttle.ts). A banned account is
 * refused, and told so, once the password is right.
 */
import type { UserRow } from './sessions';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from '../core/service-context';
import { verifyPassword } from '../lib/passwords';
import { reclaimRegistration } from './registration';
import type { SignInThrottle } from './sign-in-throttle';
import { findUserByIdentifier } from './user-lookup';

export async function checkPasswordSignIn(
  ctx: ServiceContext,
  attempt: { identifier: string; password: string; address: string },
  throttle: SignInThrottle,
): Promise<UserRow> {
  const { identifier, password, address } = attempt;
  const user = await findUserByIdentifier(ctx, identifier);
  // One account is one budget, whether it is named by e-mail or by username.
  const account = user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`;
  await throttle.check(address, account);
  const matches = await verifyPassword(user?.passwordHash, password);
  if (user && matches) {
    // Said only to whoever knows the password: a guess learns nothing about the account.
    if (user.bannedAt) throw new AppError('ACCOUNT_BANNED');
    return user;
  }
  // Looked for even when an account has this name: a sign-up made with a taken address (which tells
  // nobody it was taken, registration.ts) must answer its password as any other sign-up does.
  const waiting = await reclaimRegistration(ctx, identifier, password);
  if (waiting) throw new AppError('EMAIL_NOT_VERIFIED', undefined, { unverified: true, ...waiting });
  await throttle.recordFailure(address, account);
  throw new AppError('INVALID_CREDENTIALS');
}
