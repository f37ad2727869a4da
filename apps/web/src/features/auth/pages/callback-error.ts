/**
 * What the Google callback page says when the server sent it back with ?error=…: the reasons a user can
 * act on are named (sign-up closed, a banned account, an unverified Google e-mail); anything else is the
 * product's generic 'Authentication failed. Please try again.'.
 */
import type { MessageId } from '@/i18n/message-id';

export const GENERIC_CALLBACK_ERROR: MessageId = 'errors.GOOGLE_SIGN_IN_FAILED';

/** The message ids; the API's own codes share their catalogue message (errors.json). */
const MESSAGES: Record<string, MessageId> = {
  registration_closed: 'errors.REGISTRATION_CLOSED',
  account_banned: 'errors.ACCOUNT_BANNED',
  email_not_verified: 'auth.callback.emailNotVerified',
};

export function callbackErrorId(code: string | null): MessageId {
  return code !== null && Object.hasOwn(MESSAGES, code)
    ? (MESSAGES[code] ?? GENERIC_CALLBACK_ERROR)
    : GENERIC_CALLBACK_ERROR;
}
