/** One page of the user's submissions; the 'View code' button opens the code. */
import { languageInfo, type Submission } from '@codeconquer/contracts';
import { ScoreBadge } from '@/components/score/score';
import { SubmissionStatusText } from '@/components/ui/submission-status';
import { Table, TableLink, type TableColumn } from '@/components/ui/table';
import { relativeTime } from '@/lib/relative-time';

type Props = { submissions: Submission[]; onOpen: (submission: Submission) => void };

export function SubmissionsTable({ submissions, onOpen }: Props) {
  const columns: TableColumn<Submission>[] = [
    {
      heading: 'Problem',
      className: 'font-medium',
      cell: (submission) =>
        submission.problem ? (
          <TableLink to={`/problems/${encodeURIComponent(submission.problem.id)}`}>
            {submission.problem.title}
          </TableLink>
        ) : (
          'Unknown Problem'
        ),
    },
    {
      heading: 'Tests',
      cell: (submission) => (
        <span className="flex items-center gap-2">
          {submission.passedTests}/{submission.totalTests}
          {submission.score && <ScoreBadge score={submission.score.value} max={submission.score.max} />}
        </span>
      ),
    },
    { heading: 'Language', cell: (submission) => languageInfo(submission.language).label },
    { heading: 'Status', cell: (submission) => <SubmissionStatusText status={submission.status} /> },
    { heading: 'Runtime', cell: (submission) => `${Math.round(submission.executionTime)} ms` },
    { heading: 'Memory', cell: (submission) => `${submission.memoryUsage.toFixed(1)} MB` },
    {
      heading: 'Submitted',
      className: 'text-slate-500 dark:text-slate-400',
      cell: (submission) => (
        <time dateTime={submission.submittedAt} title={new Date(submission.submittedAt).toLocaleString()}>
          {relativeTime(submission.submittedAt)}
        </time>
      ),
    },
    {
      heading: 'Code',
      hideHeading: true,
      className: 'text-right',
      cell: (submission) => (
        <button
          type="button"
          onClick={() => onOpen(submission)}
          className="text-indigo-600 hover:underline dark:text-indigo-400"
        >
          View code
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
