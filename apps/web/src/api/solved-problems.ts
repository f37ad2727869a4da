import type { SolvedProblemsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The ids of the problems the signed-in user has solved (GET /submission/solved). */
export async function getSolvedProblems(): Promise<Set<string>> {
  const response = await apiRequest<SolvedProblemsResponse>('/submission/solved');
  return new Set(response.solvedProblemIds);
}

export const solvedProblemsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['submissions', 'solved', userId],
    queryFn: getSolvedProblems,
    enabled: Boolean(userId),
  });

/** Empty for guests: only signed-in users see solved rows in green. */
export function useSolvedProblems(userId: string | undefined) {
  return useQuery(solvedProblemsQuery(userId));
}
