import type { Rejudge, RejudgeResponse } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/**
 * Judges every submission of the problem again (POST /admin/problems/{id}/rejudge, 202): the answer is
 * the rejudge just started, whose progress GET …/rejudge then reports.
 */
export function startRejudge(id: string, fallbackError: string): Promise<Rejudge | null> {
  return apiRequest<RejudgeResponse>(`/admin/problems/${encodeURIComponent(id)}/rejudge`, {
    method: 'POST',
    fallbackError,
  }).then((response) => response.rejudge);
}

/** The answer becomes the rejudge query's data, whose polling then follows it; the audit log has a new entry. */
export function useStartRejudge(id: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startRejudge(id, t('admin.contests.rejudge.failed')),
    onSuccess: async (rejudge) => {
      queryClient.setQueryData(adminQueryKeys.rejudge(id), rejudge);
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit });
    },
  });
}
