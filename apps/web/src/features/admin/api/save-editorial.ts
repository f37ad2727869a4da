import type { Editorial, EditorialResponse, SaveEditorialBody } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** Writes the editorial (PUT /admin/problems/{id}/editorial); the server renders and audits it. */
export function useSaveEditorial(problemId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveEditorialBody): Promise<Editorial> =>
      apiRequest<EditorialResponse>(`/admin/problems/${encodeURIComponent(problemId)}/editorial`, {
        method: 'PUT',
        body,
        fallbackError: t('admin.editorial.saveFailed'),
      }).then((answer) => answer.editorial),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.editorial(problemId) }),
  });
}
