/** One-time codes: send, verify (sign-up verification or password reset), and the reset itself. */
import {
  OTP_RESEND_COOLDOWN_SECONDS,
  messageResponseSchema,
  resetPasswordBodySchema,
  sendOtpBodySchema,
  sendOtpResponseSchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startSession } from '../http/sign-in';
import { completeRegistration } from '../accounts/registration';
import { requestCode } from '../accounts/otp-request';
import { exchangeResetCode, resetPassword } from '../accounts/password-reset';
import { accountRateLimits } from './rate-limits';

const purposeOf = (forPasswordReset: boolean | undefined) =>
  forPasswordReset ? 'reset_password' : 'verify_email';

export const authCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;

  app.post(
    '/auth/send-otp',
    {
      config: accountRateLimits.sendOtp(config),
      schema: { body: sendOtpBodySchema, response: { 200: sendOtpResponseSchema } },
    },
    async (request) => {
      const { email, forPasswordReset } = request.body;
      await requestCode(app.ctx, request.log, email, purposeOf(forPasswordReset));
      // The same words whether or not the address has an account.
      return {
        message: 'If an account exists for this email, a 6-digit code has been sent to it.',
        cooldown: OTP_RESEND_COOLDOWN_SECONDS,
      };
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      config: accountRateLimits.verifyOtp(config),
      schema: { body: verifyOtpBodySchema, response: { 200: verifyOtpResponseSchema } },
    },
    async (request, reply) => {
      const { email, otp, forPasswordReset, registrationToken } = request.body;
      if (forPasswordReset) {
        const resetToken = await exchangeResetCode(app.ctx, email, otp);
        return { message: 'Code verified. You can now set a new password.', resetToken };
      }
      const user = await completeRegistration(app.ctx, email, otp, registrationToken);
      const session = await startSession(app.ctx, request, reply, user);
      return { message: 'Email verified successfully!', ...session };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: accountRateLimits.resetPassword(config),
      schema: { body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body);
      return { message: 'Password reset successfully. Please sign in with your new password.' };
    },
  );
};
