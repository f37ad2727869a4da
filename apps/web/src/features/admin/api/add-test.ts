import type { AdminProblem, AdminProblemResponse, AdminTestBody } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Adds a test after the last one (POST /admin/problems/{id}/tests). */
export function addAdminTest(id: string, test: AdminTestBody, fallbackError: string): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}/tests`, {
    method: 'POST',
    body: test,
    fallbackError,
  }).then(answeredProblem);
}

export function useAddAdminTest(id: string) {
  const t = useT();
  return useMutation({
    mutationFn: (test: AdminTestBody) => addAdminTest(id, test, t('admin.tests.addFailed')),
    onSuccess: useProblemChanged(),
  });
}
