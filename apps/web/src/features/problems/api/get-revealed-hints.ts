import type { AiDraftResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The hints the signed-in user has revealed for a problem (GET /ai/draft/{problemId}). */
export async function getRevealedHints(problemId: string): Promise<AiDraftResponse['draft']['hintsUsed']> {
  const response = await apiRequest<AiDraftResponse>(`/ai/draft/${encodeURIComponent(problemId)}`, {
    fallbackError: 'Failed to get hint',
  });
  return response.draft.hintsUsed;
}

export const revealedHintsQuery = (problemId: string, userId: string) =>
  queryOptions({
    queryKey: ['revealed-hints', problemId, userId],
    queryFn: () => getRevealedHints(problemId),
  });

export function useRevealedHints(problemId: string, userId: string) {
  return useQuery(revealedHintsQuery(problemId, userId));
}
