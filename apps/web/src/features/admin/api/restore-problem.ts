import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Brings a deleted problem back (POST /admin/problems/{id}/restore). */
export function restoreAdminProblem(id: string): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    fallbackError: 'Failed to restore the problem',
  }).then(answeredProblem);
}

export function useRestoreAdminProblem() {
  return useMutation({ mutationFn: restoreAdminProblem, onSuccess: useProblemChanged() });
}
