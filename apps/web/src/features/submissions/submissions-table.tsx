/**
 * One page of the user's submissions; the 'View code' button opens the code. On a phone the row keeps
 * problem, verdict, language and time; the verdict is then the button that opens the code, whose dialog
 * shows the tests, runtime and memory too (the columns shown from 640 px up).
 */
import { languageInfo, type Submission } from '@codeconquer/contracts';
import { ScoreBadge } from '@/components/score/score';
import { SubmissionStatusText } from '@/components/ui/submission-status';
import { Table, TableLink, type TableColumn } from '@/components/ui/table';
import { useLocale, useT } from '@/i18n/use-t';
import { relativeTime } from '@/lib/relative-time';
import { useMeasures } from '@/lib/measures';

type Props = { submissions: Submission[]; onOpen: (submission: Submission) => void };

export function SubmissionsTable({ submissions, onOpen }: Props) {
  const t = useT();
  const measures = useMeasures();
  const { locale } = useLocale();
  const columns: TableColumn<Submission>[] = [
    {
      heading: t('submissions.column.problem'),
      className: 'font-medium',
      cell: (submission) =>
        submission.problem ? (
          <TableLink to={`/problems/${encodeURIComponent(submission.problem.id)}`}>
            {submission.problem.title}
          </TableLink>
        ) : (
          t('submissions.unknownProblem')
        ),
    },
    {
      heading: t('submissions.column.tests'),
      wideOnly: true,
      cell: (submission) => (
        <span className="flex items-center gap-2">
          {submission.passedTests}/{submission.totalTests}
          {submission.score && <ScoreBadge score={submission.score.value} max={submission.score.max} />}
        </span>
      ),
    },
    {
      heading: t('submissions.column.language'),
      cell: (submission) => languageInfo(submission.language).label,
    },
    {
      heading: t('submissions.column.status'),
      cell: (submission) => (
        <>
          <span className="hidden sm:inline">
            <SubmissionStatusText status={submission.status} />
          </span>
          <button
            type="button"
            onClick={() => onOpen(submission)}
            className="inline-flex min-h-11 items-center text-left underline decoration-dotted underline-offset-4 sm:hidden"
          >
            <SubmissionStatusText status={submission.status} />
          </button>
        </>
      ),
    },
    {
      heading: t('submissions.column.runtime'),
      wideOnly: true,
      cell: (submission) => measures.time(submission.executionTime),
    },
    {
      heading: t('submissions.column.memory'),
      wideOnly: true,
      cell: (submission) => measures.memory(submission.memoryUsage),
    },
    {
      heading: t('submissions.column.submitted'),
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
    {
      heading: t('submissions.column.code'),
      hideHeading: true,
      wideOnly: true,
      className: 'text-right',
      cell: (submission) => (
        <button
          type="button"
          onClick={() => onOpen(submission)}
          className="text-indigo-600 hover:underline dark:text-indigo-400"
        >
          {t('submissions.viewCode')}
        </button>
      ),
    },
  ];

  return (
    <Table
      framed
      bodyClassName="bg-white dark:bg-slate-900"
      columns={columns}
      rows={submissions}
      rowKey={(submission) => submission.id}
      rowProps={() => ({ 'data-testid': 'submission-row' })}
    />
  );
}
