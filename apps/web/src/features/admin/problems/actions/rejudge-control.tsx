/**
 * Rejudge: every submission of the problem judged again (after its tests or checker changed). The server
 * answers at once (202) and judges in the background; the progress is read every second while any
 * submission still waits ('Rejudging: 3/10' and a bar), then 'Rejudge finished'. On opening the tab, the
 * problem's last rejudge shows the same way, so leaving and coming back loses nothing.
 */
import { RefreshCw } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { Alert } from '@/components/ui/alert';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useRejudge } from '../../api/get-rejudge';
import { useStartRejudge } from '../../api/start-rejudge';
import { rejudgeProgress } from './rejudge-progress';

export function RejudgeControl({ problemId }: { problemId: string }) {
  const t = useT();
  const rejudge = useRejudge(problemId);
  const start = useStartRejudge(problemId);
  const progress = rejudge.data ? rejudgeProgress(t, rejudge.data) : null;

  return (
    <div className="space-y-3">
      <BusyButton
        variant="secondary"
        icon={RefreshCw}
        busy={start.isPending}
        disabled={progress?.running === true}
        onClick={() => start.mutate()}
      >
        {t('admin.problems.actions.rejudge')}
      </BusyButton>
      {start.isError && (
        <Alert tone="error">{errorMessage(start.error, t('admin.contests.rejudge.failed'))}</Alert>
      )}
      <div role="status" className="space-y-2 text-sm text-slate-600 dark:text-slate-300">
        {progress?.running && (
          <>
            <p>{progress.text}</p>
            <div
              role="progressbar"
              aria-label={t('admin.problems.rejudge.progress')}
              aria-valuemin={0}
              aria-valuemax={progress.total}
              aria-valuenow={progress.done}
              className="h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            >
              <div
                className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400"
                style={{ width: `${progress.percent}%` }}
              />
            </div>
          </>
        )}
        {progress && !progress.running && <p>{progress.text}</p>}
      </div>
    </div>
  );
}
