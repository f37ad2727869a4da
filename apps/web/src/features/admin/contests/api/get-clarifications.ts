import type { ClarificationsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { contestQueryKeys } from './contest-query-keys';

/** Every clarification of the contest, with who asked (GET /admin/contests/{id}/clarifications). */
export function getAdminClarifications(id: string, fallbackError: string): Promise<ClarificationsResponse> {
  return apiRequest<ClarificationsResponse>(`/admin/contests/${encodeURIComponent(id)}/clarifications`, {
    fallbackError,
  });
}

export const adminClarificationsQuery = (id: string, fallbackError: string) =>
  queryOptions({
    queryKey: contestQueryKeys.clarifications(id),
    queryFn: () => getAdminClarifications(id, fallbackError),
  });

export function useAdminClarifications(id: string) {
  const t = useT();
  return useQuery(adminClarificationsQuery(id, t('admin.clarifications.loadFailed')));
}
