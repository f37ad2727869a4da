import type { AdminContest } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredContest, contestChanged, type AdminContestResponse } from './contest-cache';
import { contestQueryKeys } from './contest-query-keys';

/**
 * Publishes the final results (POST /admin/contests/{id}/unfreeze): the public board shows every result,
 * those of the freeze included. The answer is the contest, now with its results final.
 */
export function unfreezeContest(id: string, fallbackError: string): Promise<AdminContest> {
  return apiRequest<AdminContestResponse>(`/admin/contests/${encodeURIComponent(id)}/unfreeze`, {
    method: 'POST',
    fallbackError,
  }).then(answeredContest);
}

/** The board is read again too: once final, it carries the awards. */
export function useUnfreezeContest(id: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unfreezeContest(id, t('admin.contests.unfreeze.failed')),
    onSuccess: async (contest) => {
      await Promise.all([
        contestChanged(queryClient, contest),
        queryClient.invalidateQueries({ queryKey: contestQueryKeys.scoreboards(id) }),
      ]);
    },
  });
}
