/**
 * What the Google callback page says when the server sent it back with ?error=…: the reasons a user can
 * act on are named (sign-up closed, a banned account, an unverified Google e-mail); anything else is the
 * product's generic 'Authentication failed. Please try again.'.
 */
// The catalogue alone (no zod): this page is small and should stay so.
import { errorCatalog } from '@codeconquer/contracts/errors';

export const GENERIC_CALLBACK_ERROR = 'Authentication failed. Please try again.';

const MESSAGES: Record<string, string> = {
  registration_closed: errorCatalog.REGISTRATION_CLOSED.message,
  account_banned: errorCatalog.ACCOUNT_BANNED.message,
  email_not_verified: 'Your Google account has no verified e-mail address.',
};

export function callbackErrorMessage(code: string | null): string {
  return code !== null && Object.hasOwn(MESSAGES, code)
    ? (MESSAGES[code] ?? GENERIC_CALLBACK_ERROR)
    : GENERIC_CALLBACK_ERROR;
}
