import type { ClarificationsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contestQueryKeys } from './contest-query-keys';

/** Every clarification of the contest, with who asked (GET /admin/contests/{id}/clarifications). */
export function getAdminClarifications(id: string): Promise<ClarificationsResponse> {
  return apiRequest<ClarificationsResponse>(`/admin/contests/${encodeURIComponent(id)}/clarifications`, {
    fallbackError: 'Failed to load the clarifications',
  });
}

export const adminClarificationsQuery = (id: string) =>
  queryOptions({
    queryKey: contestQueryKeys.clarifications(id),
    queryFn: () => getAdminClarifications(id),
  });

export function useAdminClarifications(id: string) {
  return useQuery(adminClarificationsQuery(id));
}
