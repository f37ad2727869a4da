/**
 * A submission's code in a wide dialog, opened from a submissions table (problem page, My Submissions),
 * with "Find a small failing test" under a rejected practice submission: its input goes to the solve
 * screen's Custom Input.
 */
import { languageInfo, type Submission } from '@codeconquer/contracts';
import { useNavigate } from 'react-router';
import { CounterexamplePanel } from '@/components/counterexample/counterexample-panel';
import { ScoreBadge } from '@/components/score/score';
import { useT } from '@/i18n/use-t';
import { solveStateWithInput } from '@/lib/solve-location-state';
import { Dialog } from './dialog';
import { SubmissionStatusText } from './submission-status';

type Props = { submission: Submission | null; title: string; onClose: () => void };

/** A submission's runtime and memory as the tables show them (and the dialog, for a phone's hidden columns). */
export const runtimeText = (submission: Submission) => `${Math.round(submission.executionTime)} ms`;
export const memoryText = (submission: Submission) => `${submission.memoryUsage.toFixed(1)} MB`;

export function CodeModal({ submission, title, onClose }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const problem = submission?.problem;
  const sendToCustomInput = (input: string) => {
    if (problem)
      void navigate(`/problems/solve/${encodeURIComponent(problem.id)}`, {
        state: solveStateWithInput(input),
      });
  };
  return (
    <Dialog open={submission !== null} onClose={onClose} title={title} size="wide">
      {submission && (
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {languageInfo(submission.language).label} · <SubmissionStatusText status={submission.status} /> ·{' '}
            {t('common.codeModal.tests', { passed: submission.passedTests, total: submission.totalTests })} ·{' '}
            {runtimeText(submission)} · {memoryText(submission)}
            {submission.score && (
              <>
                {' '}
                · <ScoreBadge score={submission.score.value} max={submission.score.max} />
              </>
            )}
          </p>
          <pre
            data-testid="submission-code"
            className="max-h-[65vh] overflow-auto rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
          >
            {submission.code}
          </pre>
          <CounterexamplePanel
            submission={submission}
            hasSmallTests={problem?.hasSmallTests ?? false}
            onUseInput={sendToCustomInput}
          />
        </div>
      )}
    </Dialog>
  );
}
