import type { AdminUser, AdminUserResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** One user as an admin sees them (GET /admin/users/{id}). */
export function getAdminUser(id: string): Promise<AdminUser> {
  return apiRequest<AdminUserResponse>(`/admin/users/${encodeURIComponent(id)}`, {
    fallbackError: 'User not found',
  }).then((response) => response.user);
}

/** `shown` is the user as the list had them: the panel shows it at once, while the fresh read arrives. */
export const adminUserQuery = (id: string, shown?: AdminUser) =>
  queryOptions({
    queryKey: adminQueryKeys.user(id),
    queryFn: () => getAdminUser(id),
    placeholderData: shown,
  });

export function useAdminUser(id: string, shown?: AdminUser) {
  return useQuery(adminUserQuery(id, shown));
}
