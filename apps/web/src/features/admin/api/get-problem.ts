import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { answeredProblem } from './problem-cache';

/** One problem with everything its package holds: details, tests (sizes only), solutions (GET /admin/problems/{id}). */
export function getAdminProblem(id: string): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>(`/admin/problems/${encodeURIComponent(id)}`, {
    fallbackError: 'Problem not found',
  }).then(answeredProblem);
}

export const adminProblemQuery = (id: string) =>
  queryOptions({
    queryKey: adminQueryKeys.problem(id),
    queryFn: () => getAdminProblem(id),
    // A missing problem stays missing: say so at once.
    retry: false,
  });

export function useAdminProblem(id: string) {
  return useQuery(adminProblemQuery(id));
}
