import type { AdminProblem, AdminProblemResponse, AdminTestBody } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Replaces one test: name, texts, sample or not, explanation (PUT /admin/problems/{id}/tests/{ordinal}). */
export function saveAdminTest(
  id: string,
  ordinal: number,
  test: AdminTestBody,
  fallbackError: string,
): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}/tests/${ordinal}`, {
    method: 'PUT',
    body: test,
    fallbackError,
  }).then(answeredProblem);
}

export function useSaveAdminTest(id: string) {
  const t = useT();
  return useMutation({
    mutationFn: ({ ordinal, test }: { ordinal: number; test: AdminTestBody }) =>
      saveAdminTest(id, ordinal, test, t('admin.tests.saveFailed')),
    onSuccess: useProblemChanged(),
  });
}
