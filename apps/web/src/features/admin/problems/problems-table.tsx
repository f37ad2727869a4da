/**
 * One page of problems as admins see them: what each is, who sees it, how much it holds and how it is
 * doing. A row (or its title, from the keyboard) opens the problem's editor.
 */
import type { AdminProblemRow } from '@codeconquer/contracts';
import { useNavigate } from 'react-router';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableLink, type TableColumn } from '@/components/ui/table';
import { useLocale, useT } from '@/i18n/use-t';
import { editorPath } from './paths';
import { DeletedBadge, VisibilityBadge } from './visibility-badge';

const COUNT = 'tabular-nums text-slate-600 dark:text-slate-300';

export function ProblemsTable({ problems }: { problems: AdminProblemRow[] }) {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const columns: TableColumn<AdminProblemRow>[] = [
    {
      heading: t('admin.problems.column.problem'),
      // Wide enough for a title to break between a few words, not after each (the table scrolls).
      className: 'min-w-40',
      cell: (problem) => (
        <div className="min-w-0">
          <TableLink
            to={editorPath(problem.id)}
            className="font-medium"
            // The row opens the editor too: once is enough.
            onClick={(event) => event.stopPropagation()}
          >
            {problem.title}
          </TableLink>
          <p className="font-mono text-xs text-slate-500 dark:text-slate-400">{problem.id}</p>
        </div>
      ),
    },
    {
      heading: t('admin.problems.column.difficulty'),
      cell: (problem) => <DifficultyBadge difficulty={problem.difficulty} />,
    },
    {
      heading: t('admin.problems.column.visibility'),
      cell: (problem) => (
        <span className="flex flex-wrap gap-1">
          <VisibilityBadge visibility={problem.visibility} />
          {problem.deletedAt && <DeletedBadge />}
        </span>
      ),
    },
    { heading: t('admin.problems.column.tests'), className: COUNT, cell: (problem) => problem.testCount },
    {
      heading: t('admin.problems.column.solutions'),
      className: COUNT,
      cell: (problem) => problem.solutionCount,
    },
    {
      heading: t('admin.problems.column.smallTests'),
      cell: (problem) =>
        problem.hasSmallTests ? (
          <span title={t('admin.problems.smallTestsTitle')}>{t('admin.problems.yes')}</span>
        ) : (
          <span className="text-slate-500 dark:text-slate-400">{t('admin.problems.none')}</span>
        ),
    },
    {
      heading: t('admin.problems.column.submissions'),
      className: COUNT,
      cell: (problem) => problem.submissions,
    },
    { heading: t('admin.problems.column.accepted'), className: COUNT, cell: (problem) => problem.accepted },
    { heading: t('admin.problems.column.solved'), className: COUNT, cell: (problem) => problem.solved },
    {
      heading: t('admin.problems.column.updated'),
      className: 'whitespace-nowrap text-slate-500 dark:text-slate-400',
      cell: (problem) => (
        <time dateTime={problem.updatedAt}>{new Date(problem.updatedAt).toLocaleDateString(locale)}</time>
      ),
    },
  ];

  return (
    <Table
      scrollsSideways
      framed
      bodyClassName="bg-white dark:bg-slate-900"
      columns={columns}
      rows={problems}
      rowKey={(problem) => problem.id}
      rowProps={(problem) => ({
        'data-testid': 'admin-problem-row',
        'data-problem-id': problem.id,
        'data-deleted': problem.deletedAt !== null,
      })}
      onRowClick={(problem) => void navigate(editorPath(problem.id))}
      // Only a page past the last (an old link) is empty: the page's own empty state covers no match.
      empty={<EmptyState title={t('admin.problems.emptyPage')} />}
    />
  );
}
