/**
 * The mails of signing up and resetting: a one-time code, or the notice that an address already has an
 * account. A delivery failure is logged for the operator and answered as MAIL_FAILED.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from '../core/service-context';
import { accountExistsMessage } from '../mail/account-exists-message';
import type { MailMessage } from '../mail/mailer';
import { otpMessage, type OtpPurpose } from '../mail/otp-message';

async function deliver(
  ctx: ServiceContext,
  log: FastifyBaseLogger,
  message: MailMessage,
  purpose: OtpPurpose | 'account_exists',
): Promise<void> {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    log.error({ err: error, purpose }, 'could not send an account e-mail');
    throw new AppError('MAIL_FAILED');
  }
}

export function mailCode(
  ctx: ServiceContext,
  log: FastifyBaseLogger,
  to: string,
  purpose: OtpPurpose,
  code: string,
): Promise<void> {
  return deliver(ctx, log, otpMessage(to, purpose, code), purpose);
}

/** Sent instead of a sign-up code to an address that has an account (registration.ts). */
export function mailAccountExists(ctx: ServiceContext, log: FastifyBaseLogger, to: string): Promise<void> {
  return deliver(ctx, log, accountExistsMessage(to, ctx.config.publicUrl), 'account_exists');
}
