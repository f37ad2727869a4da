import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Brings a deleted problem back (POST /admin/problems/{id}/restore). */
export function restoreAdminProblem(id: string, fallbackError: string): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    fallbackError,
  }).then(answeredProblem);
}

export function useRestoreAdminProblem() {
  const t = useT();
  return useMutation({
    mutationFn: (id: string) => restoreAdminProblem(id, t('admin.problems.restoreFailed')),
    onSuccess: useProblemChanged(),
  });
}
