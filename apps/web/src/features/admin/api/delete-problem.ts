import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Soft-deletes a problem (DELETE /admin/problems/{id}): users no longer see it; Restore brings it back. */
export function deleteAdminProblem(id: string, fallbackError: string): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackError,
  }).then(answeredProblem);
}

export function useDeleteAdminProblem() {
  const t = useT();
  return useMutation({
    mutationFn: (id: string) => deleteAdminProblem(id, t('admin.problems.deleteFailed')),
    onSuccess: useProblemChanged(),
  });
}
