/**
 * The signed token of an e-mail's unsubscribe link: it names the user and the e-mail to stop, and is
 * signed with the app secret, so the link works without signing in and cannot be made for anyone else.
 * It does not expire (an old e-mail's link should still work) and only ever turns an e-mail off.
 */
import crypto from 'node:crypto';
import { NOTIFICATION_EMAILS, type NotificationEmail } from '@codeconquer/contracts';
import { hmac } from '../lib/secrets';

const signature = (secret: string, userId: string, email: NotificationEmail) =>
  hmac(secret, `notification-unsubscribe\n${userId}\n${email}`);

export function unsubscribeToken(secret: string, userId: string, email: NotificationEmail): string {
  return `${userId}.${email}.${signature(secret, userId, email)}`;
}

/** The user and e-mail a genuine token names, or null. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; email: NotificationEmail } | null {
  const [userId, email, given, ...rest] = token.split('.');
  if (!userId || !email || !given || rest.length > 0) return null;
  if (!(NOTIFICATION_EMAILS as readonly string[]).includes(email)) return null;
  if (!/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expected = Buffer.from(signature(secret, userId, email as NotificationEmail));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
  return { userId, email: email as NotificationEmail };
}
