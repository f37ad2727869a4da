/** The problem's reference solutions: name (its path in the package), language, the verdict it expects. */
import { languageInfo, type ReferenceSolution } from '@codeconquer/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { verdictLabel } from '@/components/ui/verdict-messages';
import { useT } from '@/i18n/use-t';
import { IconButton } from '../icon-button';

type Props = {
  solutions: ReferenceSolution[];
  busy: boolean;
  editing: string | null;
  onEdit: (solution: ReferenceSolution) => void;
  onDelete: (solution: ReferenceSolution) => void;
};

export function SolutionsTable({ solutions, busy, editing, onEdit, onDelete }: Props) {
  const t = useT();
  const columns: TableColumn<ReferenceSolution>[] = [
    {
      heading: t('admin.solutions.column.name'),
      className: 'font-mono text-xs',
      cell: (solution) => solution.name,
    },
    {
      heading: t('admin.solutions.column.language'),
      cell: (solution) => languageInfo(solution.language).label,
    },
    { heading: t('admin.solutions.column.expected'), cell: (solution) => verdictLabel(solution.expected, t) },
    {
      heading: t('admin.contests.column.actions'),
      hideHeading: true,
      className: 'whitespace-nowrap text-right',
      cell: (solution) => (
        <span className="inline-flex gap-1">
          <IconButton
            icon={Pencil}
            label={t('admin.solutions.edit', { name: solution.name })}
            disabled={busy}
            onClick={() => onEdit(solution)}
          />
          <IconButton
            icon={Trash2}
            label={t('admin.solutions.delete', { name: solution.name })}
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
      empty={<EmptyState title={t('admin.solutions.empty')}>{t('admin.solutions.emptyNote')}</EmptyState>}
    />
  );
}
