import { PASSWORD_MIN_LENGTH } from '@codeconquer/contracts';

/** The reset-password form's checks, in their order; null when the form may be sent. */
export function resetPasswordProblem(password: string, confirmPassword: string): string | null {
  if (!password || !confirmPassword) return 'Both fields are required.';
  if (password !== confirmPassword) return 'Passwords do not match.';
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 6 characters.';
  return null;
}
