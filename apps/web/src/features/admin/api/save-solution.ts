import type { AdminProblem, AdminProblemResponse, SaveSolutionBody } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Adds a reference solution, or replaces the one of that name (PUT /admin/problems/{id}/solutions). */
export function saveAdminSolution(
  id: string,
  solution: SaveSolutionBody,
  fallbackError: string,
): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}/solutions`, {
    method: 'PUT',
    body: solution,
    fallbackError,
  }).then(answeredProblem);
}

export function useSaveAdminSolution(id: string) {
  const t = useT();
  return useMutation({
    mutationFn: (solution: SaveSolutionBody) =>
      saveAdminSolution(id, solution, t('admin.solutions.saveFailed')),
    onSuccess: useProblemChanged(),
  });
}
