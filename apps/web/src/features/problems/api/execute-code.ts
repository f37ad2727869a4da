import type { ExecuteBody, ExecuteResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Runs the code against the problem's visible tests (POST /problem/execute). */
export function executeCode(input: ExecuteBody): Promise<ExecuteResponse> {
  return apiRequest<ExecuteResponse>('/problem/execute', {
    method: 'POST',
    body: input,
    fallbackError: 'Code execution failed',
  });
}

export function useExecuteCode() {
  return useMutation({ mutationFn: executeCode });
}
