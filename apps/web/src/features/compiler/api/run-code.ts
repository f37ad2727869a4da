import type { CompilerRunResult, LanguageId } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type RunCodeInput = { code: string; language: LanguageId; input: string };

/** Runs the code on the given input in the sandbox, guests included (POST /compiler/submit). */
export function runCode(body: RunCodeInput): Promise<CompilerRunResult> {
  return apiRequest<CompilerRunResult>('/compiler/submit', {
    method: 'POST',
    body,
    fallbackError: 'Code execution failed',
  });
}

export function useRunCode() {
  return useMutation({ mutationFn: runCode });
}
