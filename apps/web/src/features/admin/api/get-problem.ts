import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { answeredProblem } from './problem-cache';

/** One problem with everything its package holds: details, tests (sizes only), solutions (GET /admin/problems/{id}). */
export function getAdminProblem(id: string, fallbackError: string): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}`, {
    fallbackError,
  }).then(answeredProblem);
}

export const adminProblemQuery = (id: string, fallbackError: string) =>
  queryOptions({
    queryKey: adminQueryKeys.problem(id),
    queryFn: () => getAdminProblem(id, fallbackError),
    // A missing problem stays missing: say so at once.
    retry: false,
  });

export function useAdminProblem(id: string) {
  const t = useT();
  return useQuery(adminProblemQuery(id, t('admin.problems.notFound')));
}
