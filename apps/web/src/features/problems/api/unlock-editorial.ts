import type { EditorialResponse } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { editorialQuery, type EditorialAnswer } from './get-editorial';

/**
 * Unlocks the editorial for tokens (POST /problem/{id}/editorial/unlock): the server charges once; the
 * tab shows the editorial at once and `onTokens` gets the balance left.
 */
export function useUnlockEditorial(problemId: string, userId: string, onTokens: (tokens: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<EditorialResponse>(`/problem/${encodeURIComponent(problemId)}/editorial/unlock`, {
        method: 'POST',
        fallbackError: 'Failed to unlock the editorial',
      }),
    onSuccess: (response) => {
      const open: EditorialAnswer = { state: 'open', editorial: response.editorial };
      queryClient.setQueryData(editorialQuery(problemId, userId).queryKey, open);
      if (response.tokens !== undefined) onTokens(response.tokens);
    },
  });
}
