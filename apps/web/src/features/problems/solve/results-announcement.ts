/**
 * The one line a screen reader hears about the latest Run or Submit (results-tab.tsx reads it out through
 * a live region that is always in the page: a region inserted together with its text is often not
 * announced). The same words as the panel shows.
 */
import { errorMessage } from '@/lib/api-client';
import { runOutcome } from './run-outcome';
import { progressMessage } from './submit-messages';
import type { RunView } from './results-tab';
import type { SubmitState } from './use-submit-flow';

export function resultsAnnouncement(
  show: 'run' | 'submit' | null,
  run: RunView,
  submit: SubmitState,
): string {
  if (show === 'submit') {
    switch (submit.phase) {
      case 'idle':
        return '';
      case 'sending':
        return 'Submitting...';
      case 'judging':
        return progressMessage(submit.judged, submit.total);
      case 'done':
      case 'failed':
        return submit.message;
    }
  }
  if (show === null) return '';
  if (run.status === 'pending') return 'Running...';
  if (run.status === 'error') return `Error: ${errorMessage(run.error, 'Code execution failed')}`;
  if (run.status !== 'success' || !run.data) return '';
  const outcome = runOutcome(run.data);
  if (outcome.kind === 'compile') return 'Compilation Error';
  if (outcome.kind === 'terminal') return 'Terminal Error';
  return `${run.data.passedTests}/${run.data.totalTests} test cases passed`;
}
