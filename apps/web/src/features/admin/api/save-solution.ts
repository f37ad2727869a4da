import type { AdminProblem, AdminProblemResponse, SaveSolutionBody } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Adds a reference solution, or replaces the one of that name (PUT /admin/problems/{id}/solutions). */
export function saveAdminSolution(id: string, solution: SaveSolutionBody): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}/solutions`, {
    method: 'PUT',
    body: solution,
    fallbackError: 'Failed to save the solution',
  }).then(answeredProblem);
}

export function useSaveAdminSolution(id: string) {
  return useMutation({
    mutationFn: (solution: SaveSolutionBody) => saveAdminSolution(id, solution),
    onSuccess: useProblemChanged(),
  });
}
