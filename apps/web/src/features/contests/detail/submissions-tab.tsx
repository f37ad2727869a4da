/**
 * My submissions in this contest, newest first: problem (by its contest label), language, status, time;
 * a row opens its code. My Submissions' own table lives in another feature, so this is a small one.
 */
import { languageInfo, type ContestProblem, type Submission } from '@codeconquer/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { CodeModal } from '@/components/ui/code-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Spinner } from '@/components/ui/spinner';
import { SubmissionStatusText } from '@/components/ui/submission-status';
import { Table, type TableColumn } from '@/components/ui/table';
import { useLocale, useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { relativeTime } from '@/lib/relative-time';
import { redirectStore } from '@/lib/storage';
import type { Viewer } from '../api/contest-query-keys';
import { useContestSubmissions } from '../api/get-contest-submissions';
import { contestPath } from '../contest-paths';
import { PHONE_TAP_TARGET } from '@/components/ui/tap-target';
import { cn } from '@/lib/cn';

type Props = { contestId: string; problems: ContestProblem[]; viewer: Viewer };

export function SubmissionsTab({ contestId, problems, viewer }: Props) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Submission | null>(null);
  const query = useContestSubmissions(contestId, viewer, page);
  const t = useT();
  const { locale } = useLocale();

  if (viewer === 'guest')
    return (
      <EmptyState title={t('contests.subs.signIn')}>
        <Link
          to="/login"
          className={cn('text-indigo-600 dark:text-indigo-400 hover:underline', PHONE_TAP_TARGET)}
          onClick={() => redirectStore.save(`${contestPath(contestId)}?tab=submissions`)}
        >
          {t('contests.subs.signInLink')}
        </Link>
      </EmptyState>
    );
  if (!query.data) {
    if (query.isError)
      return <Alert tone="error">{errorMessage(query.error, t('contests.subs.failed'))}</Alert>;
    return <Spinner className="mx-auto h-6 w-6" />;
  }

  const labels = new Map(problems.map((problem) => [problem.problemId, problem.label]));
  const columns: TableColumn<Submission>[] = [
    {
      heading: t('contests.problems.problem'),
      className: 'font-medium',
      cell: (submission) => {
        const label = submission.problem ? labels.get(submission.problem.id) : undefined;
        const title = submission.problem?.title ?? t('contests.subs.unknownProblem');
        return label ? `${label}. ${title}` : title;
      },
    },
    { heading: t('contests.subs.language'), cell: (submission) => languageInfo(submission.language).label },
    {
      heading: t('contests.subs.status'),
      cell: (submission) => <SubmissionStatusText status={submission.status} />,
    },
    {
      heading: t('contests.subs.submitted'),
      className: 'text-slate-500 dark:text-slate-400',
      cell: (submission) => (
        <time
          dateTime={submission.submittedAt}
          title={new Date(submission.submittedAt).toLocaleString(locale)}
        >
          {relativeTime(submission.submittedAt, locale)}
        </time>
      ),
    },
  ];
  const { pagination } = query.data;

  return (
    <>
      <Table
        framed
        columns={columns}
        rows={query.data.submissions}
        rowKey={(submission) => submission.id}
        rowProps={() => ({ 'data-testid': 'contest-submission-row' })}
        onRowClick={setOpen}
        isRowClickable={(submission) => Boolean(submission.code)}
        empty={<EmptyState title={t('contests.subs.empty')} />}
      />
      {pagination.pages > 1 && (
        <PaginationBar
          page={pagination.page}
          pages={pagination.pages}
          summary={t('contests.pageOf', { page: pagination.page, pages: pagination.pages })}
          onPage={setPage}
        />
      )}
      <CodeModal
        submission={open}
        title={open?.problem?.title ?? t('contests.subs.code')}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
