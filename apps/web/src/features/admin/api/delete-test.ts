import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Deletes one test (DELETE /admin/problems/{id}/tests/{ordinal}); the tests after it move up. */
export function deleteAdminTest(id: string, ordinal: number): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}/tests/${ordinal}`, {
    method: 'DELETE',
    fallbackError: 'Failed to delete the test',
  }).then(answeredProblem);
}

export function useDeleteAdminTest(id: string) {
  return useMutation({
    mutationFn: (ordinal: number) => deleteAdminTest(id, ordinal),
    onSuccess: useProblemChanged(),
  });
}
