/**
 * "Send me a code" (sign-up verification or password reset). Unknown addresses get the same answer and the
 * same cooldown as real ones, but no mail, so the call cannot be used to find out who has an account; so
 * does a sign-up code asked for an address that already has an account (it is mailed nothing).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../core/service-context';
import type { OtpPurpose } from '../mail/otp-message';
import { discardCode, issueCode } from './otp-codes';
import { mailCode } from './otp-mail';
import { hasPendingRegistration } from './registration';
import { findUserByEmail } from './user-lookup';

export async function requestCode(
  ctx: ServiceContext,
  log: FastifyBaseLogger,
  email: string,
  purpose: OtpPurpose,
): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  const { id, code } = await issueCode(ctx, email, purpose);
  // A sign-up code goes to an address a registration waits for and no account has; a reset code to an
  // account's address.
  const someoneWaits =
    purpose === 'verify_email' ? !user && (await hasPendingRegistration(ctx, email)) : Boolean(user);
  if (!someoneWaits) return;
  try {
    await mailCode(ctx, log, email, purpose, code);
  } catch (error) {
    await discardCode(ctx, id);
    throw error;
  }
}
