import type { Problem } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getProblem(id: string): Promise<Problem> {
  return apiRequest<Problem>(`/problem/${encodeURIComponent(id)}`, { fallbackError: 'Problem not found' });
}

export const problemQuery = (id: string) =>
  queryOptions({ queryKey: ['problems', id], queryFn: () => getProblem(id), retry: false });

export function useProblem(id: string) {
  return useQuery(problemQuery(id));
}
