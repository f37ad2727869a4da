import { ADMIN_PAGE_SIZE, type AdminUsersResponse } from '@codeconquer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** Users whose name, username or e-mail contains `query`, newest first (GET /admin/users). */
export function getAdminUsers(
  query: string,
  page: number,
  fallbackError: string,
): Promise<AdminUsersResponse> {
  const params = new URLSearchParams({ query, page: String(page), limit: String(ADMIN_PAGE_SIZE) });
  return apiRequest<AdminUsersResponse>(`/admin/users?${params.toString()}`, {
    fallbackError,
  });
}

export const adminUsersQuery = (query: string, page: number, fallbackError: string) =>
  queryOptions({
    queryKey: adminQueryKeys.userList(query, page),
    queryFn: () => getAdminUsers(query, page, fallbackError),
    // The table stays while the next page or search loads, rather than blinking to a spinner.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: string, page: number) {
  const t = useT();
  return useQuery(adminUsersQuery(query, page, t('admin.users.loadFailed')));
}
