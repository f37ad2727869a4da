import type {
  ContestDetail,
  contestRegisterResponseSchema,
  ListContestsResponse,
} from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { contestKeys } from './contest-query-keys';

export type ContestRegisterResponse = z.infer<typeof contestRegisterResponseSchema>;

/**
 * Registers the caller (POST /contests/{id}/register): before the start, or joining a running contest; in
 * a team contest, with one of their teams (`teamId`).
 */
export function registerForContest({
  id,
  teamId,
}: {
  id: string;
  teamId?: string;
}): Promise<ContestRegisterResponse> {
  return apiRequest<ContestRegisterResponse>(`/contests/${encodeURIComponent(id)}/register`, {
    method: 'POST',
    ...(teamId && { body: { teamId } }),
    fallbackError: 'Failed to register',
  });
}

/**
 * The list and the contest show 'Registered' and the new participant count at once; both are then read
 * again, since registering may have changed more (a running contest's problems, say).
 */
export function useRegisterForContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForContest,
    onSuccess: async ({ participants }, { id }) => {
      queryClient.setQueriesData<ListContestsResponse>({ queryKey: contestKeys.lists }, (list) =>
        list
          ? {
              contests: list.contests.map((contest) =>
                contest.id === id ? { ...contest, registered: true, participants } : contest,
              ),
            }
          : list,
      );
      queryClient.setQueriesData<ContestDetail>({ queryKey: contestKeys.detail(id) }, (contest) =>
        contest ? { ...contest, registered: true, participants } : contest,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contestKeys.lists }),
        queryClient.invalidateQueries({ queryKey: contestKeys.detail(id) }),
      ]);
    },
  });
}
