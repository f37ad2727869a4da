/**
 * The e-mail sent instead of a sign-up code when someone signs up with an address that already has an
 * account: the sign-up answers as for any address, so only the address's owner learns that it was taken.
 */
import type { MailMessage } from './mailer';

export function accountExistsMessage(to: string, publicUrl: string): MailMessage {
  const signIn = `${publicUrl}/login`;
  const reset = `${publicUrl}/forgot-password`;
  const intro =
    'Someone just tried to sign up for CodeConquer with this email address, which already has an account.';
  const text = [
    intro,
    '',
    `If it was you, sign in instead: ${signIn}`,
    `Forgot your password? Reset it here: ${reset}`,
    '',
    'If it was not you, you can ignore this email: nothing about your account has changed.',
  ].join('\n');
  const html = [
    `<p>${intro}</p>`,
    `<p>If it was you, <a href="${signIn}">sign in</a> instead. Forgot your password? <a href="${reset}">Reset it</a>.</p>`,
    '<p>If it was not you, you can ignore this email: nothing about your account has changed.</p>',
  ].join('\n');
  return { to, subject: 'Someone tried to sign up with your email address', text, html };
}
