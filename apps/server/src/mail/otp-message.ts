/** The e-mail carrying a one-time code. The text names the code once and says how long it lives. */
import { OTP_TTL_SECONDS } from '@codeconquer/contracts';
import type { otpCodes } from '../db/schema';
import type { MailMessage } from './mailer';

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

const wording: Record<OtpPurpose, { subject: string; intro: string }> = {
  verify_email: {
    subject: 'Your CodeConquer verification code',
    intro: 'Welcome to CodeConquer! Use this code to verify your email address.',
  },
  reset_password: {
    subject: 'Your CodeConquer password reset code',
    intro: 'We received a request to reset your CodeConquer password.',
  },
};

export function otpMessage(to: string, purpose: OtpPurpose, code: string): MailMessage {
  const minutes = Math.round(OTP_TTL_SECONDS / 60);
  const { subject, intro } = wording[purpose];
  const text = [
    intro,
    '',
    `Your code is: ${code}`,
    '',
    `It expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
  ].join('\n');
  const html = [
    `<p>${intro}</p>`,
    `<p>Your code is: <strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong></p>`,
    `<p>It expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.</p>`,
  ].join('\n');
  return { to, subject, text, html };
}
