/**
 * The one line a screen reader hears about the latest Run or Submit (results-tab.tsx reads it out through
 * a live region that is always in the page: a region inserted together with its text is often not
 * announced). The same words as the panel shows.
 */
import { verdictLabel } from '@/components/ui/verdict-messages';
import type { Translate } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { runOutcome } from './run-outcome';
import { progressMessage } from './submit-messages';
import type { RunView } from './results-tab';
import type { SubmitState } from './use-submit-flow';

export function resultsAnnouncement(
  show: 'run' | 'submit' | null,
  run: RunView,
  submit: SubmitState,
  t: Translate,
): string {
  if (show === 'submit') {
    switch (submit.phase) {
      case 'idle':
        return '';
      case 'sending':
        return t('problems.submit.sending');
      case 'judging':
        return progressMessage(submit.judged, submit.total, t);
      case 'done':
      case 'failed':
        return submit.message;
    }
  }
  if (show === null) return '';
  if (run.status === 'pending') return t('compiler.output.running');
  if (run.status === 'error')
    return t('compiler.output.requestError', {
      message: errorMessage(run.error, t('compiler.output.failed')),
    });
  if (run.status !== 'success' || !run.data) return '';
  const outcome = runOutcome(run.data, t);
  if (outcome.kind === 'compile') return verdictLabel('Compilation Error', t);
  if (outcome.kind === 'terminal') return t('problems.run.terminalError');
  return t('problems.run.passed', { passed: run.data.passedTests, total: run.data.totalTests });
}
