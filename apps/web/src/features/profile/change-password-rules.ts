/** The change-password dialog's checks, in order; null when the form may be sent. */
export type ChangePasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

export function changePasswordProblem(form: ChangePasswordForm): string | null {
  if (!form.currentPassword || !form.newPassword || !form.confirmPassword) return 'All fields are required.';
  if (form.newPassword !== form.confirmPassword) return 'New passwords do not match.';
  return null;
}
