import { ADMIN_PAGE_SIZE, type AdminUsersResponse } from '@codeconquer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** Users whose name, username or e-mail contains `query`, newest first (GET /admin/users). */
export function getAdminUsers(query: string, page: number): Promise<AdminUsersResponse> {
  const params = new URLSearchParams({ query, page: String(page), limit: String(ADMIN_PAGE_SIZE) });
  return apiRequest<AdminUsersResponse>(`/admin/users?${params.toString()}`, {
    fallbackError: 'Failed to load users',
  });
}

export const adminUsersQuery = (query: string, page: number) =>
  queryOptions({
    queryKey: adminQueryKeys.userList(query, page),
    queryFn: () => getAdminUsers(query, page),
    // The table stays while the next page or search loads, rather than blinking to a spinner.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: string, page: number) {
  return useQuery(adminUsersQuery(query, page));
}
