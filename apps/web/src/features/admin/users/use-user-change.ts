/**
 * The panel's changes to one user: sends each, confirms it with a toast, or keeps the server's message
 * (say, 'A user cannot have fewer than 0 tokens.') for the panel to show. When admins change themselves
 * (tokens, say) the session's user is read again, so the top bar's balance follows.
 */
import type { PatchAdminUserBody } from '@codeconquer/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useChangeAdminUser } from '../api/change-user';
import { changeConfirmation } from './change-confirmation';

export type UserChange = {
  /** Resolves true once the change is made, false when it was refused (the error is then shown). */
  apply: (body: PatchAdminUserBody) => Promise<boolean>;
  /** The change on its way, to mark its button busy; every button waits while one is. */
  pending: PatchAdminUserBody | undefined;
  error: string | null;
};

export function useUserChange(userId: string): UserChange {
  const t = useT();
  const { user: self, refreshUser } = useSession();
  const mutation = useChangeAdminUser();
  const [error, setError] = useState<string | null>(null);

  const apply = async (body: PatchAdminUserBody) => {
    setError(null);
    try {
      await mutation.mutateAsync({ id: userId, body });
    } catch (caught) {
      setError(errorMessage(caught, t('admin.users.changeFailed')));
      return false;
    }
    toast.success(changeConfirmation(t, body));
    if (self?.id === userId) void refreshUser();
    return true;
  };

  return { apply, pending: mutation.isPending ? mutation.variables.body : undefined, error };
}
