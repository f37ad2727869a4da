import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type SubmissionStats = {
  success: true;
  solvedProblems: number;
  totalSubmissions: number;
  acceptedSubmissions: number;
  solvedByDifficulty: { easy: number; medium: number; hard: number };
};

/** The signed-in user's numbers for the dashboard cards (GET /submission/stats). */
export function getSubmissionStats(): Promise<SubmissionStats> {
  return apiRequest<SubmissionStats>('/submission/stats');
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
