import type { AdminOverview } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** How often the open Overview reads the platform again, so the judge queue's depth stays live. */
export const OVERVIEW_REFRESH_MS = 15_000;

/** The platform at a glance: users, problems, 30 days of submissions, the judge and health (GET /admin/overview). */
export function getAdminOverview(fallbackError: string): Promise<AdminOverview> {
  return apiRequest<AdminOverview>('/admin/overview', { fallbackError });
}

export const adminOverviewQuery = (fallbackError: string) =>
  queryOptions({
    queryKey: adminQueryKeys.overview,
    queryFn: () => getAdminOverview(fallbackError),
    // Only while the page is open (the query is observed) and its tab is visible.
    refetchInterval: OVERVIEW_REFRESH_MS,
  });

export function useAdminOverview() {
  const t = useT();
  return useQuery(adminOverviewQuery(t('admin.overview.loadFailed')));
}
