import type { AdminUser, AdminUserResponse, PatchAdminUserBody } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** Changes a user's role, ban or tokens (PATCH /admin/users/{id}); the answer is the changed user. */
export function changeAdminUser(
  id: string,
  body: PatchAdminUserBody,
  fallbackError: string,
): Promise<AdminUser> {
  return apiRequest<AdminUserResponse>(`/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    fallbackError,
  }).then((response) => response.user);
}

/**
 * The panel shows the answered user at once; the lists (whose rows, order and counts may have changed)
 * and the audit log (which has a new entry) are read again.
 */
export function useChangeAdminUser() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PatchAdminUserBody }) =>
      changeAdminUser(id, body, t('admin.users.changeFailed')),
    onSuccess: async (user) => {
      queryClient.setQueryData(adminQueryKeys.user(user.id), user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit }),
      ]);
    },
  });
}
