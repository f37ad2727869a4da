import type { HintBody, HintResponse } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { revealedHintsQuery } from './get-revealed-hints';

/** Reveals a hint for tokens; the server charges once and keeps it revealed (POST /ai/hint). */
export function revealHint(body: HintBody): Promise<HintResponse> {
  return apiRequest<HintResponse>('/ai/hint', {
    method: 'POST',
    body,
    fallbackError: 'Failed to get hint',
  });
}

/** Reveals a hint and adds it to the revealed list at once; `onTokens` gets the balance left. */
export function useRevealHint(userId: string, onTokens: (tokens: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealHint,
    onSuccess: (response, input) => {
      queryClient.setQueryData(revealedHintsQuery(input.problemId, userId).queryKey, (hints = []) => [
        ...hints.filter((hint) => hint.hintNumber !== response.hint.hintNumber),
        response.hint,
      ]);
      onTokens(response.tokens);
    },
  });
}
