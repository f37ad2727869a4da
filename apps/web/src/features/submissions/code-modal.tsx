/** A submission's code in a dialog. */
import { languageInfo, type Submission } from '@codeconquer/contracts';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { statusClasses } from './status-tone';

export function CodeModal({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  return (
    <Dialog
      open={submission !== null}
      onClose={onClose}
      title={submission?.problem?.title ?? 'Unknown Problem'}
    >
      {submission && (
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {languageInfo(submission.language).label} ·{' '}
            <span className={cn('font-medium', statusClasses(submission.status))}>{submission.status}</span> ·{' '}
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
