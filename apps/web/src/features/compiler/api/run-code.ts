import type { CompilerRunResult, CompilerSubmitBody } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Runs the code on the given input in the sandbox, guests included (POST /compiler/submit). */
export function runCode(body: CompilerSubmitBody): Promise<CompilerRunResult> {
  return apiRequest<CompilerRunResult>('/compiler/submit', {
    method: 'POST',
    body,
    fallbackError: 'Code execution failed',
  });
}

export function useRunCode() {
  return useMutation({ mutationFn: runCode });
}
