import { describe, expect, it } from 'vitest';
import { resetPasswordProblem } from './reset-password-rules';

describe('reset password rules, in order', () => {
  it('requires both fields first', () => {
    expect(resetPasswordProblem('', '')).toBe('Both fields are required.');
    expect(resetPasswordProblem('abcdef', '')).toBe('Both fields are required.');
  });
  it('then requires them to match', () => {
    expect(resetPasswordProblem('abc', 'abd')).toBe('Passwords do not match.');
  });
  it('then requires six characters', () => {
    expect(resetPasswordProblem('abcde', 'abcde')).toBe('Password must be at least 6 characters.');
    expect(resetPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });
});
