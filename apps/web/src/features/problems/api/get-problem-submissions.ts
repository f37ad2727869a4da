import type { ListSubmissionsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The signed-in user's submissions of one problem, newest first (GET /submission?problemId=…). */
export function getProblemSubmissions(problemId: string, limit: number): Promise<ListSubmissionsResponse> {
  const query = new URLSearchParams({ problemId, page: '1', limit: String(limit) });
  return apiRequest<ListSubmissionsResponse>(`/submission?${query.toString()}`, {
    fallbackError: 'Failed to load submissions',
  });
}

/** The problem page fetches page 1 with 50 submissions. */
export const PROBLEM_PAGE_SUBMISSIONS = 50;

export const problemSubmissionsQuery = (problemId: string, limit: number, userId: string | undefined) =>
  queryOptions({
    queryKey: ['submissions', 'problem', problemId, limit, userId],
    queryFn: () => getProblemSubmissions(problemId, limit),
    enabled: Boolean(userId),
  });

export function useProblemSubmissions(problemId: string, limit: number, userId: string | undefined) {
  return useQuery(problemSubmissionsQuery(problemId, limit, userId));
}
