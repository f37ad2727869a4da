/**
 * How a Run's answer is shown (docs/product.md#solve-editor): a compile error in an Error box; when every
 * test failed with the same error it is one 'Terminal Error'; otherwise each test with its own verdict.
 */
import type { CustomRunResult, ExecuteResponse } from '@codeconquer/contracts';
import { verdictLabel } from '@/components/ui/verdict-messages';
import type { Translate } from '@/i18n/use-t';

export const EXECUTION_ERROR = 'Execution error';

/** The text shown for an error; the bare 'Execution error' gets an explanation. */
export function errorText(error: string, t: Translate): string {
  return error.trim() === EXECUTION_ERROR ? t('problems.run.executionError') : error;
}

export type RunOutcome =
  { kind: 'compile'; message: string } | { kind: 'terminal'; message: string } | { kind: 'tests' };

export function runOutcome(response: ExecuteResponse, t: Translate): RunOutcome {
  if (response.compileError) return { kind: 'compile', message: response.compileError };
  const [first, ...rest] = response.results;
  if (first?.error && rest.every((result) => result.error === first.error))
    return { kind: 'terminal', message: errorText(first.error, t) };
  return { kind: 'tests' };
}

export type CustomOutcome = { tone: 'output' | 'error'; title: string | null; text: string };

/** A custom run: its output ('No output' when empty), or what went wrong. */
export function customOutcome(result: CustomRunResult, t: Translate): CustomOutcome {
  if (result.compileError)
    return { tone: 'error', title: verdictLabel('Compilation Error', t), text: result.compileError };
  if (result.success)
    return {
      tone: 'output',
      title: null,
      text: result.output === '' ? t('problems.run.noOutput') : result.output,
    };
  if (result.verdict === 'Runtime Error' || result.runtimeError || result.error) {
    const reason = result.runtimeError ?? result.error ?? t('problems.run.crashed');
    return {
      tone: 'error',
      title: null,
      text: t('problems.run.runtimeError', { reason: errorText(reason, t) }),
    };
  }
  return { tone: 'error', title: null, text: verdictLabel(result.verdict, t) };
}
