/** A submission's code in a dialog, opened from a submissions table. */
import { languageInfo, type Submission } from '@codeconquer/contracts';
import { Dialog } from '@/components/ui/dialog';
import { SubmissionStatusText } from './submission-status';

export function CodeModal({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  return (
    <Dialog open={submission !== null} onClose={onClose} title="Submitted code">
      {submission && (
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {languageInfo(submission.language).label} · <SubmissionStatusText status={submission.status} /> ·{' '}
            {submission.passedTests}/{submission.totalTests} tests
          </p>
          <pre
            data-testid="submission-code"
            className="max-h-[60vh] overflow-auto rounded-lg bg-slate-100 p-3 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-100"
          >
            {submission.code}
          </pre>
        </div>
      )}
    </Dialog>
  );
}
