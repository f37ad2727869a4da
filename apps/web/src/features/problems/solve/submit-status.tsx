/** The submission being judged ('Judging test k/n'), then its verdict line and the test that failed. */
import { Loader2 } from 'lucide-react';
import { CounterexamplePanel } from '@/components/counterexample/counterexample-panel';
import { SubtaskScores } from '@/components/score/score';
import { Alert } from '@/components/ui/alert';
import { FailedTestDetail } from './failed-test';
import { progressMessage } from './submit-messages';
import type { SubmitState } from './use-submit-flow';

type Props = {
  state: SubmitState;
  /** Puts a found failing test's input in Custom Input. */
  onUseInput?: ((input: string) => void) | undefined;
};

export function SubmitStatus({ state, onUseInput }: Props) {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'sending':
      return <Progress text="Submitting..." />;
    case 'judging':
      return (
        <Progress
          text={progressMessage(state.judged, state.total)}
          fraction={state.total ? state.judged / state.total : 0}
        />
      );
    case 'done':
      return (
        <div className="space-y-3">
          <div data-testid="submit-result" className="space-y-3">
            <Alert tone={state.submission.status === 'Accepted' ? 'success' : 'error'}>{state.message}</Alert>
            {state.submission.score && <SubtaskScores score={state.submission.score} />}
          </div>
          {state.submission.failedTest && <FailedTestDetail failed={state.submission.failedTest} />}
          <CounterexamplePanel
            submission={state.submission}
            hasSmallTests={state.submission.problem?.hasSmallTests ?? false}
            onUseInput={onUseInput}
          />
        </div>
      );
    case 'failed':
      return (
        <div data-testid="submit-result">
          <Alert tone="error">{state.message}</Alert>
        </div>
      );
  }
}

function Progress({ text, fraction = 0 }: { text: string; fraction?: number }) {
  return (
    // Announced by the Results tab's live region (results-announcement.ts), not here.
    <div className="space-y-2">
      <p className="flex items-center gap-2 text-sm font-medium text-indigo-700 dark:text-indigo-300">
        <Loader2 size={16} className="animate-spin" aria-hidden="true" />
        {text}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div
          className="h-full bg-indigo-600 transition-all"
          style={{ width: `${Math.round(fraction * 100)}%` }}
        />
      </div>
    </div>
  );
}
