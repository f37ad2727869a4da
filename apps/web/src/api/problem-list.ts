import type { ProblemSummary } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';

/** Every problem of the bank (GET /problem/list): the problems page and the dashboard's suggestions. */
export function getProblemList(): Promise<ProblemSummary[]> {
  return apiRequest<ProblemSummary[]>('/problem/list', { fallbackError: 'Failed to load problems' });
}

/** The route /problems starts this request as the page's chunk loads (app/router.tsx). */
export const problemListQuery = () =>
  queryOptions({ queryKey: ['problems'], queryFn: getProblemList, staleTime: PREFETCHED_FRESH_MS });

export function useProblemList() {
  return useQuery(problemListQuery());
}
