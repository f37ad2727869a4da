import type { AdminEditorialResponse } from '@codeconquer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** A problem's editorial as the panel edits it, or null (GET /admin/problems/{id}/editorial). */
export function useAdminEditorial(problemId: string) {
  const t = useT();
  return useQuery({
    queryKey: adminQueryKeys.editorial(problemId),
    queryFn: () =>
      apiRequest<AdminEditorialResponse>(`/admin/problems/${encodeURIComponent(problemId)}/editorial`, {
        fallbackError: t('admin.editorial.loadFailed'),
      }).then((answer) => answer.editorial),
  });
}
