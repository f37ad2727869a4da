import type { SubmissionStatsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The signed-in user's numbers for the dashboard cards (GET /submission/stats). */
export function getSubmissionStats(): Promise<SubmissionStatsResponse> {
  return apiRequest<SubmissionStatsResponse>('/submission/stats');
}

export const submissionStatsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['submissions', 'stats', userId],
    queryFn: getSubmissionStats,
    enabled: userId !== '',
  });

export function useSubmissionStats(userId: string) {
  return useQuery(submissionStatsQuery(userId));
}
