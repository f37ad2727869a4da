/** Mails a one-time code. A delivery failure is logged for the operator and answered as MAIL_FAILED. */
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from '../core/service-context';
import { otpMessage, type OtpPurpose } from '../mail/otp-message';

export async function mailCode(
  ctx: ServiceContext,
  log: FastifyBaseLogger,
  to: string,
  purpose: OtpPurpose,
  code: string,
): Promise<void> {
  try {
    await ctx.mailer.send(otpMessage(to, purpose, code));
  } catch (error) {
    log.error({ err: error, purpose }, 'could not send a one-time code');
    throw new AppError('MAIL_FAILED');
  }
}
