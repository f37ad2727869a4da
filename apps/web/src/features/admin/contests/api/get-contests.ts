import type { AdminContestListResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contestQueryKeys } from './contest-query-keys';

/** Every contest, unlisted ones included, newest first (GET /admin/contests). */
export function getAdminContests(): Promise<AdminContestListResponse> {
  return apiRequest<AdminContestListResponse>('/admin/contests', {
    fallbackError: 'Failed to load contests',
  });
}

export const adminContestsQuery = () =>
  queryOptions({ queryKey: contestQueryKeys.list, queryFn: getAdminContests });

export function useAdminContests() {
  return useQuery(adminContestsQuery());
}
