/** One page of the user's submissions; the 'View code' button opens the code. */
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
      cell: (submission) => <SubmissionStatusText status={submission.status} />,
    },
    {
      heading: t('submissions.column.runtime'),
      cell: (submission) => measures.time(submission.executionTime),
    },
    {
      heading: t('submissions.column.memory'),
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
          {relativeTime(submission.submittedAt)}
        </time>
      ),
    },
    {
      heading: t('submissions.column.code'),
      hideHeading: true,
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
