import type { CustomRunResult, LanguageId } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ExecuteCustomInput = { code: string; language: LanguageId; input: string; problemId?: string };

/** Runs the code on the user's own input, with the problem's limits (POST /problem/execute-custom). */
export async function executeCustom(input: ExecuteCustomInput): Promise<CustomRunResult | null> {
  const response = await apiRequest<{ results: CustomRunResult[] }>('/problem/execute-custom', {
    method: 'POST',
    body: input,
    fallbackError: 'Code execution failed',
  });
  return response.results[0] ?? null;
}

export function useExecuteCustom() {
  return useMutation({ mutationFn: executeCustom });
}
