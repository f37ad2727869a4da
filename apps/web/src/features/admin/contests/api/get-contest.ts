import type { AdminContest } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { answeredContest, type AdminContestResponse } from './contest-cache';
import { contestQueryKeys } from './contest-query-keys';

/** One contest with everything an admin sets, its problems in order (GET /admin/contests/{id}). */
export function getAdminContest(id: string): Promise<AdminContest> {
  return apiRequest<AdminContestResponse>(`/admin/contests/${encodeURIComponent(id)}`, {
    fallbackError: 'Contest not found',
  }).then(answeredContest);
}

export const adminContestQuery = (id: string) =>
  queryOptions({
    queryKey: contestQueryKeys.contest(id),
    queryFn: () => getAdminContest(id),
    // A missing contest stays missing: say so at once.
    retry: false,
  });

export function useAdminContest(id: string) {
  return useQuery(adminContestQuery(id));
}
