import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en';
import { resetPasswordProblem } from './reset-password-rules';

/** The English text of the first problem, as the form shows it in English. */
const problem = (password: string, confirmPassword: string) => {
  const id = resetPasswordProblem(password, confirmPassword);
  return id === null ? null : en[id];
};

describe('reset password rules, in order', () => {
  it('requires both fields first', () => {
    expect(problem('', '')).toBe('Both fields are required.');
    expect(problem('abcdef', '')).toBe('Both fields are required.');
  });
  it('then requires them to match', () => {
    expect(problem('abc', 'abd')).toBe('Passwords do not match.');
  });
  it('then requires six characters', () => {
    expect(problem('abcde', 'abcde')).toBe('Password must be at least 6 characters.');
    expect(problem('abcdef', 'abcdef')).toBeNull();
  });
});
