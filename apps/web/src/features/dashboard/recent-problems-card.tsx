/** The dashboard's Recent Problems: the user's last problems, then suggestions from the bank. */
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { Spinner } from '@/components/ui/spinner';
import { SubmissionStatusText } from '@/components/ui/submission-status';
import { useLocale, useT } from '@/i18n/use-t';
import { relativeTime } from '@/lib/relative-time';
import { useProblemList } from '@/api/problem-list';
import { useSolvedProblems } from '@/api/solved-problems';
import { useRecentSubmissions } from './api/get-recent-submissions';
import { recentProblems, type RecentEntry } from './recent-problems';
import { PHONE_TAP_TARGET } from '@/components/ui/tap-target';
import { cn } from '@/lib/cn';

export function RecentProblemsCard({ userId }: { userId: string }) {
  const bank = useProblemList();
  const t = useT();
  const submissions = useRecentSubmissions(userId);
  const solved = useSolvedProblems(userId);
  // Without their submissions the user still gets suggestions; without the bank nothing can be linked.
  const settled = bank.isSuccess && !submissions.isPending && !solved.isPending;
  const entries = settled
    ? recentProblems(submissions.data ?? [], bank.data, solved.data ?? new Set<string>())
    : [];

  return (
    <Card className="p-6" data-testid="recent-problems">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-lg font-semibold">{t('dashboard.recent.title')}</h2>
        <Link
          to="/problems"
          className={cn('text-sm text-indigo-600 dark:text-indigo-400 hover:underline', PHONE_TAP_TARGET)}
        >
          {t('dashboard.recent.viewAll')}
        </Link>
      </div>
      {bank.isError ? (
        <Alert tone="error">{t('dashboard.recent.failed')}</Alert>
      ) : !settled ? (
        <div className="flex justify-center py-6">
          <Spinner className="h-5 w-5" label={t('dashboard.recent.loading')} />
        </div>
      ) : entries.length === 0 ? (
        <p className="py-3 text-sm text-slate-500 dark:text-slate-400">
          {bank.data?.length === 0 ? t('dashboard.recent.noProblems') : t('dashboard.recent.allSolved')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {entries.map((entry) => (
            <li key={entry.problem.id}>
              <RecentProblemLink entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RecentProblemLink({ entry }: { entry: RecentEntry }) {
  const { problem } = entry;
  const t = useT();
  const { locale } = useLocale();
  return (
    <Link
      to={`/problems/${encodeURIComponent(problem.id)}`}
      data-testid="recent-problem"
      className="flex items-center justify-between gap-4 rounded-lg px-2 py-3 hover:bg-slate-50 dark:hover:bg-slate-800"
    >
      <span className="min-w-0">
        <span className="font-medium">{problem.title}</span>
        {problem.tags.length > 0 && (
          <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">{problem.tags.join(' · ')}</span>
        )}
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {entry.kind === 'recent' ? (
            <>
              <SubmissionStatusText status={entry.status} /> · {relativeTime(entry.submittedAt, locale)}
            </>
          ) : (
            t('dashboard.recent.suggested')
          )}
        </span>
      </span>
      <DifficultyBadge difficulty={problem.difficulty} />
    </Link>
  );
}
