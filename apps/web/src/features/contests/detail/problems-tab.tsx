/**
 * The contest's problems, A, B, …, each opening the solve editor in the contest (`?contest=`: its
 * submissions count on the board). Before the start the server keeps the set a secret.
 */
import type { ContestDetail, ContestProblem } from '@codeconquer/contracts';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableLink, type TableColumn } from '@/components/ui/table';
import { contestSolvePath } from '../contest-paths';

export function ProblemsTab({ contest }: { contest: ContestDetail }) {
  const columns: TableColumn<ContestProblem>[] = [
    { heading: '#', className: 'font-semibold', cell: (problem) => problem.label },
    {
      heading: 'Problem',
      className: 'font-medium',
      cell: (problem) => (
        <TableLink to={contestSolvePath(contest.id, problem.problemId)}>{problem.title}</TableLink>
      ),
    },
    { heading: 'Difficulty', cell: (problem) => <DifficultyBadge difficulty={problem.difficulty} /> },
    { heading: 'Solved', cell: (problem) => problem.solvedCount.toLocaleString('en-US') },
    {
      heading: 'Tried',
      className: 'text-slate-500 dark:text-slate-400',
      cell: (problem) => problem.attemptedCount.toLocaleString('en-US'),
    },
  ];
  return (
    <Table
      framed
      columns={columns}
      rows={contest.problems}
      rowKey={(problem) => problem.label}
      rowProps={(problem) => ({ 'data-testid': `contest-problem-${problem.label}` })}
      empty={
        <EmptyState
          title={
            contest.status === 'Upcoming' ? 'The problems appear when the contest starts' : 'No problems yet'
          }
        />
      }
    />
  );
}
