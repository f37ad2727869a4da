import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from '../../api/admin-query-keys';
import { contestQueryKeys } from './contest-query-keys';

/** Deletes a contest for good (DELETE /admin/contests/{id}, 204). */
export async function deleteAdminContest(id: string, fallbackError: string): Promise<void> {
  await apiRequest<unknown>(`/admin/contests/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackError,
  });
}

/** The contest's own entries go; the list and the audit log are read again. */
export function useDeleteAdminContest() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAdminContest(id, t('admin.contests.deleteFailed')),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: contestQueryKeys.contest(id) });
      queryClient.removeQueries({ queryKey: contestQueryKeys.scoreboards(id) });
      queryClient.removeQueries({ queryKey: contestQueryKeys.clarifications(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contestQueryKeys.list }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit }),
      ]);
    },
  });
}
