/** The change-password dialog's checks, in order: the problem's message id, null when the form may be sent. */
import type { MessageId } from '@/i18n/message-id';

export type ChangePasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

export function changePasswordProblem(form: ChangePasswordForm): MessageId | null {
  if (!form.currentPassword || !form.newPassword || !form.confirmPassword)
    return 'profile.password.allRequired';
  if (form.newPassword !== form.confirmPassword) return 'profile.password.mismatch';
  return null;
}
