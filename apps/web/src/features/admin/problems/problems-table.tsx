/**
 * One page of problems as admins see them: what each is, who sees it, how much it holds and how it is
 * doing. A row (or its title, from the keyboard) opens the problem's editor.
 */
import type { AdminProblemRow } from '@codeconquer/contracts';
import { useNavigate } from 'react-router';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableLink, type TableColumn } from '@/components/ui/table';
import { editorPath } from './paths';
import { DeletedBadge, VisibilityBadge } from './visibility-badge';

const COUNT = 'tabular-nums text-slate-600 dark:text-slate-300';

export function ProblemsTable({ problems }: { problems: AdminProblemRow[] }) {
  const navigate = useNavigate();
  const columns: TableColumn<AdminProblemRow>[] = [
    {
      heading: 'Problem',
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
    { heading: 'Difficulty', cell: (problem) => <DifficultyBadge difficulty={problem.difficulty} /> },
    {
      heading: 'Visibility',
      cell: (problem) => (
        <span className="flex flex-wrap gap-1">
          <VisibilityBadge visibility={problem.visibility} />
          {problem.deletedAt && <DeletedBadge />}
        </span>
      ),
    },
    { heading: 'Tests', className: COUNT, cell: (problem) => problem.testCount },
    { heading: 'Solutions', className: COUNT, cell: (problem) => problem.solutionCount },
    {
      heading: 'Small tests',
      cell: (problem) =>
        problem.hasSmallTests ? (
          <span title="Failed practice submissions can ask for a small failing test">Yes</span>
        ) : (
          <span className="text-slate-500 dark:text-slate-400">None</span>
        ),
    },
    { heading: 'Submissions', className: COUNT, cell: (problem) => problem.submissions },
    { heading: 'Accepted', className: COUNT, cell: (problem) => problem.accepted },
    { heading: 'Solved', className: COUNT, cell: (problem) => problem.solved },
    {
      heading: 'Updated',
      className: 'whitespace-nowrap text-slate-500 dark:text-slate-400',
      cell: (problem) => (
        <time dateTime={problem.updatedAt}>{new Date(problem.updatedAt).toLocaleDateString()}</time>
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
      empty={<EmptyState title="No problems on this page." />}
    />
  );
}
