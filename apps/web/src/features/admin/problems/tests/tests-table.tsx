/**
 * The problem's tests in the order they are judged: name, whether it is an example users see, its
 * explanation and sizes (the texts themselves load only to edit one). Each row moves up or down, opens
 * in the form, or goes. While one change is on its way every button waits.
 */
import type { AdminTest } from '@codeconquer/contracts';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { IconButton } from '../icon-button';
import { formatBytes } from './bytes';

type Props = {
  tests: AdminTest[];
  busy: boolean;
  editing: number | null;
  onMove: (index: number, step: -1 | 1) => void;
  onToggleSample: (test: AdminTest) => void;
  onEdit: (test: AdminTest) => void;
  onDelete: (test: AdminTest) => void;
};

export function TestsTable({ tests, busy, editing, onMove, onToggleSample, onEdit, onDelete }: Props) {
  const columns: TableColumn<AdminTest>[] = [
    {
      heading: '#',
      className: 'tabular-nums text-slate-500 dark:text-slate-400',
      cell: (test) => test.ordinal,
    },
    { heading: 'Name', className: 'font-mono text-xs', cell: (test) => test.name },
    {
      heading: 'Sample',
      cell: (test) => (
        // The label around it is the 44 px square a thumb taps (the box stays 16 px).
        <label className="-my-2 flex h-11 w-11 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            className="h-4 w-4 accent-indigo-600"
            // Not 'Sample …': the form's own Sample checkbox keeps that name to itself.
            aria-label={`Test ${test.ordinal} shown as an example`}
            checked={test.isSample}
            disabled={busy}
            onChange={() => onToggleSample(test)}
          />
        </label>
      ),
    },
    {
      heading: 'Explanation',
      className: 'max-w-64 truncate text-slate-600 dark:text-slate-300',
      cell: (test) => test.explanation ?? '',
    },
    {
      heading: 'Input size',
      className: 'whitespace-nowrap tabular-nums text-slate-600 dark:text-slate-300',
      cell: (test) => formatBytes(test.inputBytes),
    },
    {
      heading: 'Answer size',
      className: 'whitespace-nowrap tabular-nums text-slate-600 dark:text-slate-300',
      cell: (test) => formatBytes(test.answerBytes),
    },
    {
      heading: 'Actions',
      hideHeading: true,
      className: 'whitespace-nowrap text-right',
      cell: (test) => {
        const index = tests.indexOf(test);
        return (
          <span className="inline-flex gap-1">
            <IconButton
              icon={ArrowUp}
              label={`Move test ${test.ordinal} up`}
              disabled={busy || index === 0}
              onClick={() => onMove(index, -1)}
            />
            <IconButton
              icon={ArrowDown}
              label={`Move test ${test.ordinal} down`}
              disabled={busy || index === tests.length - 1}
              onClick={() => onMove(index, 1)}
            />
            <IconButton
              icon={Pencil}
              label={`Edit test ${test.ordinal}`}
              disabled={busy}
              onClick={() => onEdit(test)}
            />
            <IconButton
              icon={Trash2}
              label={`Delete test ${test.ordinal}`}
              disabled={busy}
              danger
              onClick={() => onDelete(test)}
            />
          </span>
        );
      },
    },
  ];

  return (
    <Table
      scrollsSideways
      framed
      compact
      bodyClassName="bg-white dark:bg-slate-900"
      columns={columns}
      rows={tests}
      rowKey={(test) => String(test.ordinal)}
      rowProps={(test) => ({
        'data-testid': 'admin-test-row',
        'data-sample': test.isSample,
        className: editing === test.ordinal ? 'bg-indigo-50 dark:bg-indigo-950/40' : undefined,
      })}
      empty={<EmptyState title="No tests yet.">Add one below, or upload a zip of them.</EmptyState>}
    />
  );
}
