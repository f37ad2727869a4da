/**
 * The contest's problems, A, B, …, each opening the solve editor in the contest (`?contest=`: its
 * submissions count on the board). Before the start the server keeps the set a secret. How many solved
 * and tried each comes with the board's first page (the read the Scoreboard tab shows too, kept live by
 * the contest's events), so a verdict makes the page read its board again and not the contest.
 */
import type { ContestDetail, ContestProblem } from '@codeconquer/contracts';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableLink, type TableColumn } from '@/components/ui/table';
import type { Viewer } from '../api/contest-query-keys';
import { useScoreboard } from '../api/get-scoreboard';
import { contestSolvePath } from '../contest-paths';

type ProblemsTabProps = { contest: ContestDetail; viewer: Viewer; ready: boolean };

export function ProblemsTab({ contest, viewer, ready }: ProblemsTabProps) {
  const board = useScoreboard(contest.id, viewer, 1, ready && contest.problems.length > 0);
  const counts = new Map(board.data?.problems.map((problem) => [problem.problemId, problem]));
  const count = (problem: ContestProblem, of: 'solvedCount' | 'attemptedCount') =>
    counts.get(problem.problemId)?.[of].toLocaleString('en-US') ?? '–';
  const columns: TableColumn<ContestProblem>[] = [
    { heading: '#', className: 'font-semibold', cell: (problem) => problem.label },
    {
      heading: 'Problem',
      className: 'font-medium',
      cell: (problem) => (
        <TableLink to={contestSolvePath(contest.id, problem.problemId)}>{problem.title}</TableLink>
      ),
    },
    {
      heading: 'Difficulty',
      wideOnly: true,
      cell: (problem) => <DifficultyBadge difficulty={problem.difficulty} />,
    },
    { heading: 'Solved', cell: (problem) => count(problem, 'solvedCount') },
    {
      heading: 'Tried',
      className: 'text-slate-500 dark:text-slate-400',
      cell: (problem) => count(problem, 'attemptedCount'),
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
