/**
 * What the Output tab shows for a run: the program's output ('No output' when it printed
 * nothing), or its compile, runtime or general error; a failed request reads 'Error: {message}'.
 */
import type { CompilerRunResult } from '@codeconquer/contracts';

export const RUNNING_TEXT = 'Running...';
export const NO_OUTPUT = 'No output';

export type RunOutput = {
  /** What the program printed; `NO_OUTPUT` when it ran cleanly and printed nothing. */
  output: string;
  /** What went wrong, if anything, under a heading. */
  problem: { title: string; text: string } | null;
};

export function runOutput(result: CompilerRunResult): RunOutput {
  if (result.compileError)
    return { output: '', problem: { title: 'Compilation Error', text: result.compileError } };
  if (result.runtimeError) {
    const title = result.verdict === 'Accepted' ? 'Runtime Error' : result.verdict;
    return { output: result.result, problem: { title, text: result.runtimeError } };
  }
  if (result.error) return { output: result.result, problem: { title: 'Error', text: result.error } };
  return { output: result.result === '' ? NO_OUTPUT : result.result, problem: null };
}

/** A request that failed (the server's message, or the network's). */
export function requestErrorText(message: string): string {
  return `Error: ${message}`;
}
