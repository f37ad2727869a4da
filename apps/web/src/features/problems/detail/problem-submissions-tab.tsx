/** The signed-in user's submissions of this problem (page 1, 50 of them); a row with code opens it. */
import { languageInfo, type Submission } from '@codeconquer/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { CodeModal } from '@/components/ui/code-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { SubmissionStatusText } from '@/components/ui/submission-status';
import { Table, type TableColumn } from '@/components/ui/table';
import { PHONE_TAP_TARGET } from '@/components/ui/tap-target';
import { useLocale, useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-client';
import { relativeTime } from '@/lib/relative-time';
import { PROBLEM_PAGE_SUBMISSIONS, useProblemSubmissions } from '../api/get-problem-submissions';
import { formatMemory, formatRuntime } from '@/lib/measures';

export function ProblemSubmissionsTab({
  problemId,
  userId,
}: {
  problemId: string;
  userId: string | undefined;
}) {
  const t = useT();
  const { locale } = useLocale();
  const query = useProblemSubmissions(problemId, PROBLEM_PAGE_SUBMISSIONS, userId);
  const [open, setOpen] = useState<Submission | null>(null);

  if (!userId)
    return (
      <EmptyState
        title={t('problems.submissions.signIn')}
        link={{ to: '/login', label: t('problems.signIn') }}
      />
    );
  if (query.isPending) return <Spinner className="mx-auto h-6 w-6" />;
  if (query.isError)
    return <Alert tone="error">{errorMessage(query.error, t('problems.submissions.loadFailed'))}</Alert>;

  const columns: TableColumn<Submission>[] = [
    {
      heading: t('problems.submissions.column.status'),
      cell: (submission) =>
        submission.code ? (
          <button
            type="button"
            className={cn('hover:underline', PHONE_TAP_TARGET)}
            onClick={() => setOpen(submission)}
          >
            <SubmissionStatusText status={submission.status} />
          </button>
        ) : (
          <SubmissionStatusText status={submission.status} />
        ),
    },
    {
      heading: t('problems.submissions.column.language'),
      cell: (submission) => languageInfo(submission.language).label,
    },
    // On a phone runtime and memory are in the code's dialog, a tap on the row away.
    {
      heading: t('problems.submissions.column.runtime'),
      wideOnly: true,
      cell: (submission) => formatRuntime(submission.executionTime, locale),
    },
    {
      heading: t('problems.submissions.column.memory'),
      wideOnly: true,
      cell: (submission) => formatMemory(submission.memoryUsage, locale),
    },
    {
      heading: t('problems.submissions.column.submitted'),
      className: 'text-slate-500 dark:text-slate-400',
      cell: (submission) => (
        <time dateTime={submission.submittedAt}>{relativeTime(submission.submittedAt, locale)}</time>
      ),
    },
  ];

  return (
    <>
      <Table
        compact
        columns={columns}
        rows={query.data.submissions}
        rowKey={(submission) => submission.id}
        onRowClick={setOpen}
        isRowClickable={(submission) => Boolean(submission.code)}
        empty={<EmptyState title={t('problems.submissions.empty')} />}
      />
      <CodeModal submission={open} title={t('problems.submissions.code')} onClose={() => setOpen(null)} />
    </>
  );
}
