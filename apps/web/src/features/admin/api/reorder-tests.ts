import type { AdminProblem, AdminProblemResponse, reorderTestsBodySchema } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import type { z } from 'zod';
import { answeredProblem, useProblemChanged } from './problem-cache';

/** Puts the tests in a new order: every ordinal once, in the order wanted (PUT /admin/problems/{id}/tests). */
export function reorderAdminTests(id: string, order: number[], fallbackError: string): Promise<AdminProblem> {
  const body: z.input<typeof reorderTestsBodySchema> = { order };
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}/tests`, {
    method: 'PUT',
    body,
    fallbackError,
  }).then(answeredProblem);
}

export function useReorderAdminTests(id: string) {
  const t = useT();
  return useMutation({
    mutationFn: (order: number[]) => reorderAdminTests(id, order, t('admin.tests.reorderFailed')),
    onSuccess: useProblemChanged(),
  });
}
