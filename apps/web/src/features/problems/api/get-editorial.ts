/**
 * A problem's editorial as the caller may see it (GET /problem/{id}/editorial). The refusals that say
 * what to show are answers, not errors: no editorial, sign in, held by a contest, locked with a price.
 */
import type { Editorial } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

export type EditorialAnswer =
  | { state: 'open'; editorial: Editorial }
  | { state: 'none' }
  | { state: 'sign-in' }
  | { state: 'contest'; message: string }
  | { state: 'locked'; price: number };

export function editorialQuery(problemId: string, userId: string | undefined) {
  return queryOptions({
    queryKey: ['problems', problemId, 'editorial', userId ?? 'guest'] as const,
    queryFn: async (): Promise<EditorialAnswer> => {
      try {
        const { editorial } = await apiRequest<{ editorial: Editorial }>(
          `/problem/${encodeURIComponent(problemId)}/editorial`,
          { fallbackError: 'Failed to load the editorial' },
        );
        return { state: 'open', editorial };
      } catch (error) {
        const answer = error instanceof ApiRequestError ? refusalAnswer(error) : null;
        if (answer) return answer;
        throw error;
      }
    },
    retry: false,
  });
}

/** What a refusal means for the tab; null for a failure to show as one. */
export function refusalAnswer(error: ApiRequestError): EditorialAnswer | null {
  switch (error.code) {
    case 'EDITORIAL_NOT_FOUND':
      return { state: 'none' };
    case 'UNAUTHENTICATED':
      return { state: 'sign-in' };
    case 'EDITORIAL_CONTEST':
      return { state: 'contest', message: error.message };
    case 'EDITORIAL_LOCKED':
      return { state: 'locked', price: error.body.price ?? 0 };
    default:
      return null;
  }
}

export function useEditorial(problemId: string, userId: string | undefined) {
  return useQuery(editorialQuery(problemId, userId));
}
