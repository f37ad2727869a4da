import type { CustomRunResult, ExecuteCustomBody, ExecuteCustomResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Runs the code on the user's own input, with the problem's limits (POST /problem/execute-custom). */
export async function executeCustom(input: ExecuteCustomBody): Promise<CustomRunResult | null> {
  const response = await apiRequest<ExecuteCustomResponse>('/problem/execute-custom', {
    method: 'POST',
    body: input,
    fallbackError: 'Code execution failed',
  });
  return response.results[0] ?? null;
}

export function useExecuteCustom() {
  return useMutation({ mutationFn: executeCustom });
}
