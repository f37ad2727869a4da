import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Deletes one reference solution by its name (DELETE /admin/problems/{id}/solutions?name=). */
export function deleteAdminSolution(id: string, name: string, fallbackError: string): Promise<AdminProblem> {
  const params = new URLSearchParams({ name });
  return apiRequest<AdminProblemResponse>(
    `/admin/problems/${encodeURIComponent(id)}/solutions?${params.toString()}`,
    { method: 'DELETE', fallbackError },
  ).then(answeredProblem);
}

export function useDeleteAdminSolution(id: string) {
  const t = useT();
  return useMutation({
    mutationFn: (name: string) => deleteAdminSolution(id, name, t('admin.solutions.deleteFailed')),
    onSuccess: useProblemChanged(),
  });
}
