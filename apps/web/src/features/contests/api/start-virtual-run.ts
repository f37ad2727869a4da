import type { ContestDetail, virtualStartResponseSchema } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { contestKeys } from './contest-query-keys';

export type VirtualStartResponse = z.infer<typeof virtualStartResponseSchema>;

/** Starts the caller's virtual run of an ended contest (POST /contests/{id}/virtual). */
export function startVirtualRun(id: string): Promise<VirtualStartResponse> {
  return apiRequest<VirtualStartResponse>(`/contests/${encodeURIComponent(id)}/virtual`, {
    method: 'POST',
    fallbackError: 'Failed to start the virtual run',
  });
}

/** The run shows at once; the board turns into the virtual one, so it is read again with the contest. */
export function useStartVirtualRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startVirtualRun,
    onSuccess: async ({ virtual }, id) => {
      queryClient.setQueriesData<ContestDetail>({ queryKey: contestKeys.detail(id) }, (contest) =>
        contest ? { ...contest, virtual } : contest,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contestKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: contestKeys.scoreboard(id) }),
        queryClient.invalidateQueries({ queryKey: contestKeys.submissions(id) }),
      ]);
    },
  });
}
