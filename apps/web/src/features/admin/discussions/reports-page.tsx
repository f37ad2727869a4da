/**
 * /admin/reports, Reports (docs/product.md#admin-panel): the discussion's open reports, oldest first,
 * each with its reason, who reported it, the post as the server rendered it and a link to its thread.
 * Hide post (which settles every open report of the post), Dismiss, Lock thread; banning the author is
 * the Users page's, linked from each report.
 */
import type { DiscussionReport } from '@codeconquer/contracts';
import { EyeOff, Lock, X } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { RenderedHtml } from '@/components/markdown/rendered-html';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useLocale, useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { relativeTime } from '@/lib/relative-time';
import { useDiscussionReports, useModerate, type ModerationAction } from '../api/discussion-reports';

const threadPath = (report: DiscussionReport) =>
  `/problems/${encodeURIComponent(report.thread.problemId)}/discussions/${encodeURIComponent(report.thread.id)}`;

export function ReportsPage() {
  const t = useT();
  const { locale } = useLocale();
  const reports = useDiscussionReports();
  const moderate = useModerate();
  const act = (action: ModerationAction) =>
    moderate.mutate(action, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('admin.reports.title')} subtitle={t('admin.reports.subtitle')} />
      {reports.isPending ? (
        <FullPageSpinner />
      ) : reports.isError ? (
        <Alert tone="error">{errorMessage(reports.error, t('admin.reports.loadFailed'))}</Alert>
      ) : reports.data.reports.length === 0 ? (
        <EmptyState title={t('admin.reports.empty')} />
      ) : (
        <ul className="space-y-4">
          {reports.data.reports.map((report) => (
            <li
              key={report.id}
              data-testid="report"
              className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {t.rich('admin.reports.reportedBy', {
                  name: report.reporter?.username ?? t('admin.reports.deleted'),
                  who: (chunks) => (
                    <span className="font-medium text-slate-700 dark:text-slate-200">{chunks}</span>
                  ),
                })}{' '}
                <time dateTime={report.createdAt}>{relativeTime(report.createdAt, locale)}</time>
              </p>
              <p className="mt-1 text-sm break-words text-slate-900 dark:text-slate-100">
                <span className="font-semibold">{t('admin.reports.reason')}</span> {report.reason}
              </p>
              <div className="mt-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <p className="mb-2 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                  <span>
                    {t('admin.reports.postBy')}{' '}
                    {report.post.author ? (
                      <Link
                        to={`/admin/users?query=${encodeURIComponent(report.post.author.username)}`}
                        className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
                        title={t('admin.reports.openAuthor')}
                      >
                        {report.post.author.username}
                      </Link>
                    ) : (
                      t('admin.reports.deleted')
                    )}
                  </span>
                  <span>{t('admin.reports.in')}</span>
                  <Link
                    to={threadPath(report)}
                    className="inline-flex min-h-11 min-w-0 items-center font-medium break-words text-indigo-600 hover:underline sm:min-h-0 dark:text-indigo-400"
                  >
                    {report.thread.title}
                  </Link>
                  {report.post.hidden && (
                    <span className="font-medium text-red-600 dark:text-red-400">
                      {t('admin.reports.hidden')}
                    </span>
                  )}
                  {report.thread.locked && <span>{t('admin.reports.locked')}</span>}
                </p>
                {report.post.deleted ? (
                  <p className="text-sm text-slate-500 italic">{t('admin.reports.deleted')}</p>
                ) : (
                  <RenderedHtml html={report.post.bodyHtml} />
                )}
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="danger"
                  className="min-h-11"
                  disabled={moderate.isPending || report.post.hidden}
                  onClick={() => act({ kind: 'hide', postId: report.post.id })}
                >
                  <EyeOff size={16} aria-hidden="true" />
                  {t('admin.reports.hide')}
                </Button>
                <Button
                  variant="secondary"
                  className="min-h-11"
                  disabled={moderate.isPending}
                  onClick={() => act({ kind: 'dismiss', reportId: report.id })}
                >
                  <X size={16} aria-hidden="true" />
                  {t('admin.reports.dismiss')}
                </Button>
                <Button
                  variant="secondary"
                  className="min-h-11"
                  disabled={moderate.isPending || report.thread.locked}
                  onClick={() => act({ kind: 'lock', threadId: report.thread.id })}
                >
                  <Lock size={16} aria-hidden="true" />
                  {t('admin.reports.lock')}
                </Button>
                {report.post.author && (
                  <Link
                    to={`/admin/users?query=${encodeURIComponent(report.post.author.username)}`}
                    className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400"
                  >
                    {t('admin.reports.ban')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
