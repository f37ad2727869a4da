import type { SolvedProblemsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The ids of the problems the signed-in user has solved (GET /submission/solved). */
export async function getSolvedIds(): Promise<string[]> {
  const response = await apiRequest<SolvedProblemsResponse>('/submission/solved');
  return response.solvedProblemIds;
}

export const solvedIdsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['submissions', 'solved-ids', userId],
    queryFn: getSolvedIds,
    enabled: userId !== '',
  });

export function useSolvedIds(userId: string) {
  return useQuery(solvedIdsQuery(userId));
}
