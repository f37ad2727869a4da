import type { AdminContestListResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { contestQueryKeys } from './contest-query-keys';

/** Every contest, unlisted ones included, newest first (GET /admin/contests). */
export function getAdminContests(fallbackError: string): Promise<AdminContestListResponse> {
  return apiRequest<AdminContestListResponse>('/admin/contests', {
    fallbackError,
  });
}

export const adminContestsQuery = (fallbackError: string) =>
  queryOptions({ queryKey: contestQueryKeys.list, queryFn: () => getAdminContests(fallbackError) });

export function useAdminContests() {
  const t = useT();
  return useQuery(adminContestsQuery(t('admin.contests.loadFailed')));
}
