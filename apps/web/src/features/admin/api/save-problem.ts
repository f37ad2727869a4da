import type { AdminProblem, AdminProblemDetailsInput, AdminProblemResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Stores a problem's details, statement and checker (PUT /admin/problems/{id}); the answer is the problem. */
export function saveAdminProblem(
  id: string,
  details: AdminProblemDetailsInput,
  fallbackError: string,
): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: details,
    fallbackError,
  }).then(answeredProblem);
}

export function useSaveAdminProblem(id: string) {
  const t = useT();
  return useMutation({
    mutationFn: (details: AdminProblemDetailsInput) =>
      saveAdminProblem(id, details, t('admin.problems.saveFailed')),
    onSuccess: useProblemChanged(),
  });
}
