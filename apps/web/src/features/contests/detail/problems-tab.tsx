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
import { useLocale, useT } from '@/i18n/use-t';
import type { Viewer } from '../api/contest-query-keys';
import { useScoreboard } from '../api/get-scoreboard';
import { contestSolvePath } from '../contest-paths';

type ProblemsTabProps = { contest: ContestDetail; viewer: Viewer; ready: boolean };

export function ProblemsTab({ contest, viewer, ready }: ProblemsTabProps) {
  const t = useT();
  const { locale } = useLocale();
  const board = useScoreboard(contest.id, viewer, 1, ready && contest.problems.length > 0);
  const counts = new Map(board.data?.problems.map((problem) => [problem.problemId, problem]));
  const count = (problem: ContestProblem, of: 'solvedCount' | 'attemptedCount') =>
    counts.get(problem.problemId)?.[of].toLocaleString(locale) ?? '–';
  const columns: TableColumn<ContestProblem>[] = [
    { heading: '#', className: 'font-semibold', cell: (problem) => problem.label },
    {
      heading: t('contests.problems.problem'),
      className: 'font-medium',
      cell: (problem) => (
        <TableLink to={contestSolvePath(contest.id, problem.problemId)}>{problem.title}</TableLink>
      ),
    },
    {
      heading: t('contests.problems.difficulty'),
      wideOnly: true,
      cell: (problem) => <DifficultyBadge difficulty={problem.difficulty} />,
    },
    { heading: t('contests.problems.solved'), cell: (problem) => count(problem, 'solvedCount') },
    {
      heading: t('contests.problems.tried'),
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
          title={contest.status === 'Upcoming' ? t('contests.problems.secret') : t('contests.problems.none')}
        />
      }
    />
  );
}
