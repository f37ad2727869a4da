/** The problem's reference solutions: name (its path in the package), language, the verdict it expects. */
import { languageInfo, type ReferenceSolution } from '@codeconquer/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { IconButton } from '../icon-button';

type Props = {
  solutions: ReferenceSolution[];
  busy: boolean;
  editing: string | null;
  onEdit: (solution: ReferenceSolution) => void;
  onDelete: (solution: ReferenceSolution) => void;
};

export function SolutionsTable({ solutions, busy, editing, onEdit, onDelete }: Props) {
  const columns: TableColumn<ReferenceSolution>[] = [
    { heading: 'Name', className: 'font-mono text-xs', cell: (solution) => solution.name },
    { heading: 'Language', cell: (solution) => languageInfo(solution.language).label },
    { heading: 'Expected verdict', cell: (solution) => solution.expected },
    {
      heading: 'Actions',
      hideHeading: true,
      className: 'whitespace-nowrap text-right',
      cell: (solution) => (
        <span className="inline-flex gap-1">
          <IconButton
            icon={Pencil}
            label={`Edit ${solution.name}`}
            disabled={busy}
            onClick={() => onEdit(solution)}
          />
          <IconButton
            icon={Trash2}
            label={`Delete ${solution.name}`}
            disabled={busy}
            danger
            onClick={() => onDelete(solution)}
          />
        </span>
      ),
    },
  ];
  return (
    <Table
      scrollsSideways
      framed
      compact
      bodyClassName="bg-white dark:bg-slate-900"
      columns={columns}
      rows={solutions}
      rowKey={(solution) => solution.name}
      rowProps={(solution) => ({
        'data-testid': 'admin-solution-row',
        className: editing === solution.name ? 'bg-indigo-50 dark:bg-indigo-950/40' : undefined,
      })}
      empty={
        <EmptyState title="No reference solutions yet.">
          Add one below: an accepted solution, and wrong or slow ones that the tests must catch.
        </EmptyState>
      }
    />
  );
}
