/**
 * What the Output tab shows for a run: the program's output ('No output' when it printed
 * nothing), or its compile, runtime or general error; a failed request reads 'Error: {message}'.
 */
import type { CompilerRunResult } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';
import { verdictLabel } from '@/components/ui/verdict-messages';

export type RunOutput = {
  /** What the program printed; 'No output' when it ran cleanly and printed nothing. */
  output: string;
  /** What went wrong, if anything, under a heading. */
  problem: { title: string; text: string } | null;
};

export function runOutput(result: CompilerRunResult, t: Translate): RunOutput {
  if (result.compileError)
    return {
      output: '',
      problem: { title: verdictLabel('Compilation Error', t), text: result.compileError },
    };
  if (result.runtimeError) {
    const title = verdictLabel(result.verdict === 'Accepted' ? 'Runtime Error' : result.verdict, t);
    return { output: result.result, problem: { title, text: result.runtimeError } };
  }
  if (result.error)
    return { output: result.result, problem: { title: t('compiler.output.error'), text: result.error } };
  return { output: result.result === '' ? t('compiler.output.none') : result.result, problem: null };
}

/** A request that failed (the server's message, or the network's). */
export function requestErrorText(message: string, t: Translate): string {
  return t('compiler.output.requestError', { message });
}
