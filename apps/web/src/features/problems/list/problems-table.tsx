/** The problem list as a table (medium screens and up); solved rows are green. */
import type { ProblemSummary } from '@codeconquer/contracts';
import type { BestScore } from '@/api/solved-problems';
import { BestScoreBadge } from '@/components/score/score';
import { CheckCircle2 } from 'lucide-react';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { Table, TableLink, type TableColumn } from '@/components/ui/table';
import { useLocale, useT } from '@/i18n/use-t';
import { formatPercent } from '../shared/format';
import { SolveButton } from './solve-button';
import { TagPreview } from './tag-preview';

/** What both views of the list (this table, and the cards on small screens) show. */
export type ProblemListProps = {
  problems: ProblemSummary[];
  solved: Set<string>;
  /** Scoring problems: the user's best score on each they were scored on. */
  bestScores: Map<string, BestScore>;
  onSolve: (id: string) => void;
};

export function ProblemsTable({ problems, solved, bestScores, onSolve }: ProblemListProps) {
  const t = useT();
  const { locale } = useLocale();
  const columns: TableColumn<ProblemSummary>[] = [
    {
      heading: t('problems.list.column.title'),
      cell: (problem) => (
        <span className="flex items-center gap-2">
          {solved.has(problem.id) && (
            <CheckCircle2 size={16} className="text-green-600" aria-label={t('problems.list.solved')} />
          )}
          <TableLink to={`/problems/${encodeURIComponent(problem.id)}`} className="font-medium">
            {problem.title}
          </TableLink>
          <BestScoreBadge best={bestScores.get(problem.id)} />
        </span>
      ),
    },
    {
      heading: t('problems.list.difficulty'),
      cell: (problem) => <DifficultyBadge difficulty={problem.difficulty} />,
    },
    { heading: t('problems.list.column.tags'), cell: (problem) => <TagPreview tags={problem.tags} /> },
    {
      heading: t('problems.list.column.acceptance'),
      className: 'text-slate-600 dark:text-slate-300',
      cell: (problem) => formatPercent(problem.acceptanceRate, locale),
    },
    {
      heading: t('problems.list.column.action'),
      hideHeading: true,
      className: 'text-right',
      cell: (problem) => (
        <SolveButton
          solved={solved.has(problem.id)}
          title={problem.title}
          onSolve={() => onSolve(problem.id)}
        />
      ),
    },
  ];

  return (
    <Table
      framed
      className="hidden md:block"
      columns={columns}
      rows={problems}
      rowKey={(problem) => problem.id}
      rowProps={(problem) => ({
        'data-testid': `problem-row-${problem.id}`,
        'data-solved': solved.has(problem.id),
        className: solved.has(problem.id)
          ? 'bg-green-50 dark:bg-green-950/40'
          : 'bg-white hover:bg-slate-50 dark:bg-slate-900 dark:hover:bg-slate-800/60',
      })}
    />
  );
}
