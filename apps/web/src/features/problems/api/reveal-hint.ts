import type { LanguageId } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { revealedHintsQuery, type RevealedHint } from './get-revealed-hints';

/** Hint 2 also reads the code in the editor. */
export type RevealHintInput = { problemId: string; hintNumber: 1 | 2; code?: string; language?: LanguageId };
export type RevealHintResponse = { hint: RevealedHint; tokens: number };

/** Reveals a hint for tokens; the server charges once and keeps it revealed (POST /ai/hint). */
export function revealHint(body: RevealHintInput): Promise<RevealHintResponse> {
  return apiRequest<RevealHintResponse>('/ai/hint', {
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
