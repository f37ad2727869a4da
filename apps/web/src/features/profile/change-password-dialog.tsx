/** Change Password: all three fields required, new and confirmation must match. */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useChangePassword } from './api/change-password';
import { changePasswordProblem, type ChangePasswordForm } from './change-password-rules';
import { PROFILE_TOAST } from './toast-options';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({
  userId,
  open,
  onClose,
}: {
  userId: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const mutation = useChangePassword();
  const t = useT();

  const close = () => {
    setForm(EMPTY);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = changePasswordProblem(form);
    if (problem) {
      setError(t(problem));
      return;
    }
    try {
      await mutation.mutateAsync({ userId, input: form });
      toast.success(t('profile.password.changed'), PROFILE_TOAST);
      close();
    } catch (caught) {
      setError(errorMessage(caught, t('profile.password.failed')));
    }
  };

  const bind = (key: keyof ChangePasswordForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <Dialog open={open} onClose={close} title={t('profile.password.title')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={t('profile.password.current')}
          type="password"
          autoComplete="current-password"
          {...bind('currentPassword')}
        />
        <TextField
          label={t('profile.password.new')}
          type="password"
          autoComplete="new-password"
          {...bind('newPassword')}
        />
        <TextField
          label={t('profile.password.confirm')}
          type="password"
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />
        <FormActions onCancel={close} busy={mutation.isPending} busyLabel={t('profile.saving')}>
          {t('profile.password.title')}
        </FormActions>
      </form>
    </Dialog>
  );
}
