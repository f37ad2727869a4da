import { PASSWORD_MIN_LENGTH } from '@codeconquer/contracts';
import type { MessageId } from '@/i18n/message-id';

/** The reset-password form's checks, in their order: the message of the first that fails, or null. */
export function resetPasswordProblem(password: string, confirmPassword: string): MessageId | null {
  if (!password || !confirmPassword) return 'auth.reset.bothRequired';
  if (password !== confirmPassword) return 'auth.reset.mismatch';
  if (password.length < PASSWORD_MIN_LENGTH) return 'auth.reset.tooShort';
  return null;
}
