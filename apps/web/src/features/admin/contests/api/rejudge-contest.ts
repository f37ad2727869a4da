import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from '../../api/admin-query-keys';
import { contestQueryKeys } from './contest-query-keys';

/**
 * Judges every submission of the contest again (POST /admin/contests/{id}/rejudge); the answer is how many
 * were queued. The board follows the new verdicts through the contest's event stream.
 */
export function rejudgeContest(id: string, fallbackError: string): Promise<number> {
  return apiRequest<{ queued: number }>(`/admin/contests/${encodeURIComponent(id)}/rejudge`, {
    method: 'POST',
    fallbackError,
  }).then((response) => response.queued);
}

export function useRejudgeContest(id: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rejudgeContest(id, t('admin.contests.rejudge.failed')),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contestQueryKeys.scoreboards(id) }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit }),
      ]);
    },
  });
}
