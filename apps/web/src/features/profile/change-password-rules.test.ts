import { describe, expect, it } from 'vitest';
import { changePasswordProblem } from './change-password-rules';

describe('change password rules', () => {
  it('requires all three fields', () => {
    expect(
      changePasswordProblem({ currentPassword: 'old', newPassword: 'newpass', confirmPassword: '' }),
    ).toBe('profile.password.allRequired');
  });
  it('requires the new password and its confirmation to match', () => {
    expect(
      changePasswordProblem({ currentPassword: 'old', newPassword: 'newpass', confirmPassword: 'newpasz' }),
    ).toBe('profile.password.mismatch');
  });
  it('accepts a complete, matching form', () => {
    expect(
      changePasswordProblem({ currentPassword: 'old', newPassword: 'newpass', confirmPassword: 'newpass' }),
    ).toBeNull();
  });
});
