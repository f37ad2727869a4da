/**
 * "Find a small failing test" for one of the user's submissions (docs/counterexamples.md): the latest
 * search as it stands (GET, absent until one was asked for) and asking (POST, which charges the tokens
 * once and answers within the search's 20 s, or `searching`, asked again until it ends).
 */
import type { CounterexampleResponse } from '@codeconquer/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

const path = (submissionId: string) => `/submission/${encodeURIComponent(submissionId)}/counterexample`;

/** How often a search still running is asked about again. */
const SEARCHING_POLL_MS = 2000;

export const counterexampleQuery = (submissionId: string) =>
  queryOptions({
    queryKey: ['counterexample', submissionId],
    queryFn: async ({ signal }): Promise<CounterexampleResponse | null> => {
      try {
        return await apiRequest<CounterexampleResponse>(path(submissionId), {
          signal,
          fallbackError: 'Failed to load the failing test',
        });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (query.state.data?.status === 'searching' ? SEARCHING_POLL_MS : false),
    retry: false,
  });

export function useCounterexample(submissionId: string) {
  return useQuery(counterexampleQuery(submissionId));
}

/** Asks for a search; `onTokens` gets the balance after it (charged, or given back). */
export function useFindCounterexample(submissionId: string, onTokens: (tokens: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<CounterexampleResponse>(path(submissionId), {
        method: 'POST',
        fallbackError: 'The search for a failing test failed',
      }),
    onSuccess: (response) => {
      queryClient.setQueryData(counterexampleQuery(submissionId).queryKey, response);
      if (response.tokens !== undefined) onTokens(response.tokens);
    },
  });
}
