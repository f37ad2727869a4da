import type { ProblemSummary } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getProblems(): Promise<ProblemSummary[]> {
  return apiRequest<ProblemSummary[]>('/problem/list', { fallbackError: 'Failed to load problems' });
}

export const problemsQuery = () => queryOptions({ queryKey: ['problems'], queryFn: getProblems });

export function useProblems() {
  return useQuery(problemsQuery());
}
