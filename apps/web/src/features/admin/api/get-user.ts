import type { AdminUser, AdminUserResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** One user as an admin sees them (GET /admin/users/{id}). */
export function getAdminUser(id: string, fallbackError: string): Promise<AdminUser> {
  return apiRequest<AdminUserResponse>(`/admin/users/${encodeURIComponent(id)}`, {
    fallbackError,
  }).then((response) => response.user);
}

/** `shown` is the user as the list had them: the panel shows it at once, while the fresh read arrives. */
export const adminUserQuery = (id: string, fallbackError: string, shown?: AdminUser) =>
  queryOptions({
    queryKey: adminQueryKeys.user(id),
    queryFn: () => getAdminUser(id, fallbackError),
    placeholderData: shown,
  });

export function useAdminUser(id: string, shown?: AdminUser) {
  const t = useT();
  return useQuery(adminUserQuery(id, t('admin.users.notFound'), shown));
}
