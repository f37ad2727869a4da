/**
 * How a Run's answer is shown (docs/product.md#solve-editor): a compile error in an Error box; when every
 * test failed with the same error it is one 'Terminal Error'; otherwise each test with its own verdict.
 */
import type { CustomRunResult, ExecuteResponse } from '@codeconquer/contracts';

export const EXECUTION_ERROR = 'Execution error';
export const EXECUTION_ERROR_TEXT =
  'Internal server error or unknown backend error. Please check your code or contact support.';

/** The text shown for an error; the bare 'Execution error' gets an explanation. */
export function errorText(error: string): string {
  return error.trim() === EXECUTION_ERROR ? EXECUTION_ERROR_TEXT : error;
}

export type RunOutcome =
  { kind: 'compile'; message: string } | { kind: 'terminal'; message: string } | { kind: 'tests' };

export function runOutcome(response: ExecuteResponse): RunOutcome {
  if (response.compileError) return { kind: 'compile', message: response.compileError };
  const [first, ...rest] = response.results;
  if (first?.error && rest.every((result) => result.error === first.error))
    return { kind: 'terminal', message: errorText(first.error) };
  return { kind: 'tests' };
}

export type CustomOutcome = { tone: 'output' | 'error'; title: string | null; text: string };

/** A custom run: its output ('No output' when empty), or what went wrong. */
export function customOutcome(result: CustomRunResult): CustomOutcome {
  if (result.compileError) return { tone: 'error', title: 'Compilation Error', text: result.compileError };
  if (result.success)
    return { tone: 'output', title: null, text: result.output === '' ? 'No output' : result.output };
  if (result.verdict === 'Runtime Error' || result.runtimeError || result.error) {
    const reason = result.runtimeError ?? result.error ?? 'the program crashed';
    return { tone: 'error', title: null, text: `Runtime Error: ${errorText(reason)}` };
  }
  return { tone: 'error', title: null, text: result.verdict };
}
