/**
 * The user's latest submissions in the panel: problem, verdict, language and when, each problem linked
 * to its editor (where an admin can rejudge it).
 */
import { languageInfo } from '@codeconquer/contracts';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { SubmissionStatusText } from '@/components/ui/submission-status';
import { useLocale, useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { relativeTime } from '@/lib/relative-time';
import { useUserSubmissions } from '../api/get-user-submissions';

const RECENT_SUBMISSIONS = 10;

export function UserSubmissionsList({ userId }: { userId: string }) {
  const t = useT();
  const { locale } = useLocale();
  const submissions = useUserSubmissions(userId, RECENT_SUBMISSIONS);
  return (
    <section aria-labelledby="user-submissions-heading" className="space-y-2">
      <div className="flex items-baseline justify-between">
        <h3
          id="user-submissions-heading"
          className="text-sm font-semibold text-slate-900 dark:text-slate-100"
        >
          {t('admin.users.submissions.title')}
        </h3>
        {submissions.data && (
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t('admin.users.submissions.total', { count: submissions.data.pagination.total })}
          </span>
        )}
      </div>
      {submissions.isPending ? (
        <Spinner className="h-5 w-5" />
      ) : submissions.isError ? (
        <Alert tone="error">{errorMessage(submissions.error, t('admin.users.submissions.loadFailed'))}</Alert>
      ) : submissions.data.submissions.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('admin.users.submissions.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {submissions.data.submissions.map((submission) => (
            <li key={submission.id} data-testid="user-submission" className="py-1.5">
              <p className="flex flex-wrap items-baseline gap-x-2 text-slate-800 dark:text-slate-200">
                {submission.problem ? (
                  <Link
                    to={`/admin/problems/${submission.problem.id}`}
                    className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
                  >
                    {submission.problem.title}
                  </Link>
                ) : (
                  <span className="font-medium">{t('admin.users.submissions.deletedProblem')}</span>
                )}
                <span>
                  <SubmissionStatusText status={submission.status} /> ({submission.passedTests}/
                  {submission.totalTests})
                </span>
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {languageInfo(submission.language).label} ·{' '}
                <time
                  dateTime={submission.submittedAt}
                  title={new Date(submission.submittedAt).toLocaleString(locale)}
                >
                  {relativeTime(submission.submittedAt, locale)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
