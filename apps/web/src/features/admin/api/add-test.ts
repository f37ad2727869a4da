import type { AdminProblem, AdminProblemResponse, AdminTestBody } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Adds a test after the last one (POST /admin/problems/{id}/tests). */
export function addAdminTest(id: string, test: AdminTestBody): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}/tests`, {
    method: 'POST',
    body: test,
    fallbackError: 'Failed to add the test',
  }).then(answeredProblem);
}

export function useAddAdminTest(id: string) {
  return useMutation({
    mutationFn: (test: AdminTestBody) => addAdminTest(id, test),
    onSuccess: useProblemChanged(),
  });
}
