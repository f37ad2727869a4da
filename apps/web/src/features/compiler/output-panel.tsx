/** The Output tab: 'Running...', then the output or what went wrong, with time and memory. */
import type { CompilerRunResult } from '@codeconquer/contracts';
import { errorMessage } from '@/lib/api-client';
import { useT, type Translate } from '@/i18n/use-t';
import { requestErrorText, runOutput } from './run-output';
import { OutputMarksNote } from '@/components/ui/output-marks-note';

export type RunState = {
  status: 'idle' | 'pending' | 'success' | 'error';
  data?: CompilerRunResult;
  error: unknown;
};

const preClasses = 'overflow-auto rounded-lg p-3 font-mono text-sm whitespace-pre-wrap break-words';

export function OutputPanel({ run }: { run: RunState }) {
  const t = useT();
  return (
    <div aria-live="polite" className="space-y-3">
      {run.status === 'idle' && (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('compiler.output.idle')}</p>
      )}
      {run.status === 'pending' && (
        <p className="font-mono text-sm text-slate-600 dark:text-slate-300">{t('compiler.output.running')}</p>
      )}
      {run.status === 'error' && (
        <pre
          data-testid="compiler-output"
          className={`${preClasses} bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300`}
        >
          {requestErrorText(errorMessage(run.error, t('compiler.output.failed')), t)}
        </pre>
      )}
      {run.status === 'success' && run.data && <RunResult result={run.data} t={t} />}
    </div>
  );
}

function RunResult({ result, t }: { result: CompilerRunResult; t: Translate }) {
  const { output, problem } = runOutput(result, t);
  return (
    <>
      {output !== '' && (
        <pre
          data-testid="compiler-output"
          className={`${preClasses} bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100`}
        >
          {output}
        </pre>
      )}
      <OutputMarksNote output={output} />
      {problem && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950"
        >
          <p className="text-sm font-semibold text-red-700 dark:text-red-300">{problem.title}</p>
          <pre
            data-testid="compiler-error"
            className="mt-1 font-mono text-xs whitespace-pre-wrap break-words text-red-700 dark:text-red-300"
          >
            {problem.text}
          </pre>
        </div>
      )}
      {!result.compileError && (
        <p data-testid="compiler-stats" className="text-xs text-slate-500 dark:text-slate-400">
          {t('compiler.output.stats', { time: Math.round(result.executionTime), memory: result.memoryUsage })}
        </p>
      )}
    </>
  );
}
