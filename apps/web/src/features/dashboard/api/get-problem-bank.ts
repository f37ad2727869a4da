import type { ProblemSummary } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Every problem of the bank (GET /problem/list), for the dashboard's suggestions. */
export function getProblemBank(): Promise<ProblemSummary[]> {
  return apiRequest<ProblemSummary[]>('/problem/list', { fallbackError: 'Failed to load problems' });
}

export const problemBankQuery = () =>
  queryOptions({ queryKey: ['problems', 'dashboard'], queryFn: getProblemBank });

export function useProblemBank() {
  return useQuery(problemBankQuery());
}
