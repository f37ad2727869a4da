import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Deletes one test (DELETE /admin/problems/{id}/tests/{ordinal}); the tests after it move up. */
export function deleteAdminTest(id: string, ordinal: number, fallbackError: string): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}/tests/${ordinal}`, {
    method: 'DELETE',
    fallbackError,
  }).then(answeredProblem);
}

export function useDeleteAdminTest(id: string) {
  const t = useT();
  return useMutation({
    mutationFn: (ordinal: number) => deleteAdminTest(id, ordinal, t('admin.tests.deleteFailed')),
    onSuccess: useProblemChanged(),
  });
}
