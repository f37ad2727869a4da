import type { AdminContest } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredContest, type AdminContestResponse } from './contest-cache';
import { contestQueryKeys } from './contest-query-keys';

/** One contest with everything an admin sets, its problems in order (GET /admin/contests/{id}). */
export function getAdminContest(id: string, fallbackError: string): Promise<AdminContest> {
  return apiRequest<AdminContestResponse>(`/admin/contests/${encodeURIComponent(id)}`, {
    fallbackError,
  }).then(answeredContest);
}

export const adminContestQuery = (id: string, fallbackError: string) =>
  queryOptions({
    queryKey: contestQueryKeys.contest(id),
    queryFn: () => getAdminContest(id, fallbackError),
    // A missing contest stays missing: say so at once.
    retry: false,
  });

export function useAdminContest(id: string) {
  const t = useT();
  return useQuery(adminContestQuery(id, t('admin.contests.notFound')));
}
