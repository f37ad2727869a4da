import { ADMIN_PAGE_SIZE, type AdminProblemsResponse } from '@codeconquer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys, type ProblemFilter } from './admin-query-keys';

/**
 * Problems whose id, title or tags contain `query`, of one visibility or all, deleted ones only when
 * asked for (GET /admin/problems).
 */
export function getAdminProblems(
  { query, visibility, deleted, page }: ProblemFilter,
  fallbackError: string,
): Promise<AdminProblemsResponse> {
  const params = new URLSearchParams({
    query,
    deleted: String(deleted),
    page: String(page),
    limit: String(ADMIN_PAGE_SIZE),
  });
  if (visibility) params.set('visibility', visibility);
  return apiRequest<AdminProblemsResponse>(`/admin/problems?${params.toString()}`, {
    fallbackError,
  });
}

export const adminProblemsQuery = (filter: ProblemFilter, fallbackError: string) =>
  queryOptions({
    queryKey: adminQueryKeys.problemList(filter),
    queryFn: () => getAdminProblems(filter, fallbackError),
    // The table stays while the next page or search loads, rather than blinking to a spinner.
    placeholderData: keepPreviousData,
  });

export function useAdminProblems(filter: ProblemFilter) {
  const t = useT();
  return useQuery(adminProblemsQuery(filter, t('admin.problems.loadFailed')));
}
