/**
 * What every change to a problem refreshes. The editor shows the answered problem at once; the admin's
 * problem lists (title, counts, visibility, deleted), the audit log (a new entry) and what users see are
 * read again. Users' problem list and problem pages share the key prefix ['problems'] (api/problem-list.ts
 * and the problems feature's `['problems', id]`), so one invalidation covers both.
 */
import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { problemListQuery } from '@/api/problem-list';
import { adminQueryKeys } from './admin-query-keys';

export async function problemChanged(queryClient: QueryClient, problem: AdminProblem): Promise<void> {
  queryClient.setQueryData(adminQueryKeys.problem(problem.id), problem);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.problemLists }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit }),
    queryClient.invalidateQueries({ queryKey: problemListQuery().queryKey }),
  ]);
}

/** The answer of a call that changes a problem: the problem as it now is. */
export const answeredProblem = (response: AdminProblemResponse): AdminProblem => response.problem;

/** `onSuccess` for the mutations that answer the changed problem. */
export function useProblemChanged(): (problem: AdminProblem) => Promise<void> {
  const queryClient = useQueryClient();
  return (problem) => problemChanged(queryClient, problem);
}
