/** Run: the code against the problem's visible tests. Blank code does nothing. */
import type { LanguageId } from '@codeconquer/contracts';
import { useCallback } from 'react';
import { useExecuteCode } from '../api/execute-code';

export function useRunTests(problemId: string) {
  const mutation = useExecuteCode();
  const { mutate, isPending } = mutation;
  const run = useCallback(
    (code: string, language: LanguageId) => {
      if (code.trim() === '' || isPending) return;
      mutate({ code, language, problemId });
    },
    [mutate, isPending, problemId],
  );
  return { run, result: mutation };
}
