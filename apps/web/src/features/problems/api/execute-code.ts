import type { ExecuteResponse, LanguageId } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ExecuteInput = { code: string; language: LanguageId; problemId: string };

/** Runs the code against the problem's visible tests (POST /problem/execute). */
export function executeCode(input: ExecuteInput): Promise<ExecuteResponse> {
  return apiRequest<ExecuteResponse>('/problem/execute', {
    method: 'POST',
    body: input,
    fallbackError: 'Code execution failed',
  });
}

export function useExecuteCode() {
  return useMutation({ mutationFn: executeCode });
}
