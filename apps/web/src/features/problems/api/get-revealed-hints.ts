import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type RevealedHint = { hintNumber: number; hintText: string };

/** The hints the signed-in user has revealed for a problem (GET /ai/draft/{problemId}). */
export async function getRevealedHints(problemId: string): Promise<RevealedHint[]> {
  const response = await apiRequest<{ draft: { hintsUsed: RevealedHint[] } }>(
    `/ai/draft/${encodeURIComponent(problemId)}`,
    { fallbackError: 'Failed to get hint' },
  );
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
