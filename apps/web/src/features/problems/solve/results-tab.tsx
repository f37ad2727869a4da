/** The latest Run or Submit, whichever happened last. */
import type { ExecuteResponse } from '@codeconquer/contracts';
import { Loader2 } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { ErrorBox } from './error-box';
import { resultsAnnouncement } from './results-announcement';
import { RunResults } from './run-results';
import { SubmitStatus } from './submit-status';
import type { SubmitState } from './use-submit-flow';

export type RunView = {
  status: 'idle' | 'pending' | 'error' | 'success';
  data?: ExecuteResponse;
  error: unknown;
};

type Props = {
  show: 'run' | 'submit' | null;
  run: RunView;
  submit: SubmitState;
  /** Puts a found failing test's input in Custom Input. */
  onUseInput?: ((input: string) => void) | undefined;
};

/**
 * The panel, and under it the live region that says what it shows (results-announcement.ts): the panel's
 * own parts come and go with each Run, the region stays, so the change is announced.
 */
export function ResultsTab(props: Props) {
  return (
    <>
      <ResultsBody {...props} />
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="results-announcement">
        {resultsAnnouncement(props.show, props.run, props.submit)}
      </p>
    </>
  );
}

function ResultsBody({ show, run, submit, onUseInput }: Props) {
  if (show === 'submit') return <SubmitStatus state={submit} onUseInput={onUseInput} />;
  if (show === null || run.status === 'idle')
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400">
        Run your code (Ctrl+Enter) to see the results here, or submit it (Ctrl+Shift+Enter).
      </p>
    );
  if (run.status === 'pending')
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Loader2 size={16} className="animate-spin" aria-hidden="true" />
        Running...
      </p>
    );
  if (run.status === 'error')
    return <ErrorBox title="Error" message={errorMessage(run.error, 'Code execution failed')} />;
  return run.data ? <RunResults response={run.data} /> : null;
}
