import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Soft-deletes a problem (DELETE /admin/problems/{id}): users no longer see it; Restore brings it back. */
export function deleteAdminProblem(id: string): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackError: 'Failed to delete the problem',
  }).then(answeredProblem);
}

export function useDeleteAdminProblem() {
  return useMutation({ mutationFn: deleteAdminProblem, onSuccess: useProblemChanged() });
}
