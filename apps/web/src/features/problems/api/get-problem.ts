import type { Problem } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';

export function getProblem(id: string): Promise<Problem> {
  return apiRequest<Problem>(`/problem/${encodeURIComponent(id)}`, { fallbackError: 'Problem not found' });
}

/** The route /problems/:id starts this request as the page's chunk loads (app/router.tsx). */
export const problemQuery = (id: string) =>
  queryOptions({
    queryKey: ['problems', id],
    queryFn: () => getProblem(id),
    retry: false,
    staleTime: PREFETCHED_FRESH_MS,
  });

export function useProblem(id: string) {
  return useQuery(problemQuery(id));
}
