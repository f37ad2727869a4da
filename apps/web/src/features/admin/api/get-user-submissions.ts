import type { ListSubmissionsResponse } from '@codeconquer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** A user's latest submissions, newest first (GET /admin/users/{id}/submissions). */
export function useUserSubmissions(userId: string, limit: number) {
  const t = useT();
  return useQuery({
    queryKey: adminQueryKeys.userSubmissions(userId),
    queryFn: () =>
      apiRequest<ListSubmissionsResponse>(`/admin/users/${userId}/submissions?limit=${limit}`, {
        fallbackError: t('admin.users.submissions.loadFailed'),
      }),
  });
}
