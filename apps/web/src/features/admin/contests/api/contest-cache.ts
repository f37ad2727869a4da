/**
 * What every change to a contest refreshes: the editor shows the answered contest at once; the contest
 * list (its row) and the audit log (a new entry) are read again.
 */
import type { AdminContest } from '@codeconquer/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '../../api/admin-query-keys';
import { contestQueryKeys } from './contest-query-keys';

/** The answer of the calls that change a contest. */
export type AdminContestResponse = { contest: AdminContest };
export const answeredContest = (response: AdminContestResponse): AdminContest => response.contest;

export async function contestChanged(queryClient: QueryClient, contest: AdminContest): Promise<void> {
  queryClient.setQueryData(contestQueryKeys.contest(contest.id), contest);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contestQueryKeys.list }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit }),
  ]);
}

/** `onSuccess` for the mutations that answer the changed contest. */
export function useContestChanged(): (contest: AdminContest) => Promise<void> {
  const queryClient = useQueryClient();
  return (contest) => contestChanged(queryClient, contest);
}
