import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Deletes one reference solution by its name (DELETE /admin/problems/{id}/solutions?name=). */
export function deleteAdminSolution(id: string, name: string): Promise<AdminProblem> {
  const params = new URLSearchParams({ name });
  return apiRequest<AdminProblemResponse>(
    `/admin/problems/${encodeURIComponent(id)}/solutions?${params.toString()}`,
    { method: 'DELETE', fallbackError: 'Failed to delete the solution' },
  ).then(answeredProblem);
}

export function useDeleteAdminSolution(id: string) {
  return useMutation({
    mutationFn: (name: string) => deleteAdminSolution(id, name),
    onSuccess: useProblemChanged(),
  });
}
