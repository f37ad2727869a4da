import type { SolvedProblemsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A scoring problem's best score among the user's submissions, of the most there is. */
export type BestScore = { score: number; max: number };

/** The problems the signed-in user has solved, and their best scores on scoring problems (GET /submission/solved). */
export function getSolvedProblems(): Promise<SolvedProblemsResponse> {
  return apiRequest<SolvedProblemsResponse>('/submission/solved');
}

export const solvedProblemsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['submissions', 'solved', userId],
    queryFn: getSolvedProblems,
    enabled: Boolean(userId),
  });

const solvedIds = (response: SolvedProblemsResponse) => new Set(response.solvedProblemIds);
const scoresById = (response: SolvedProblemsResponse) =>
  new Map(
    response.bestScores.map(({ problemId, score, max }): [string, BestScore] => [problemId, { score, max }]),
  );

/** Empty for guests: only signed-in users see solved rows in green. */
export function useSolvedProblems(userId: string | undefined) {
  return useQuery({ ...solvedProblemsQuery(userId), select: solvedIds });
}

/** The best score per scoring problem the user was scored on (one request with useSolvedProblems). */
export function useBestScores(userId: string | undefined) {
  return useQuery({ ...solvedProblemsQuery(userId), select: scoresById });
}
