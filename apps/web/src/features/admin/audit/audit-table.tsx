/** One page of the audit log: when, which admin, what, to whom, and the values before → after. */
import type { AuditEntry } from '@codeconquer/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { auditChangeText } from './audit-change';
import { AUDIT_ACTION_LABELS } from './audit-labels';

/** An account deleted since keeps its entries, without a name to show. */
function username(name: string | null, missing: string): string {
  return name === null ? missing : `@${name}`;
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const columns: TableColumn<AuditEntry>[] = [
    {
      heading: 'Time',
      className: 'whitespace-nowrap text-slate-500 dark:text-slate-400',
      cell: (entry) => <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>,
    },
    { heading: 'Admin', cell: (entry) => username(entry.admin.username, 'deleted admin') },
    {
      heading: 'Action',
      className: 'font-medium',
      cell: (entry) => AUDIT_ACTION_LABELS[entry.action],
    },
    { heading: 'User', cell: (entry) => username(entry.target.label, 'deleted user') },
    {
      heading: 'Change',
      className: 'tabular-nums text-slate-700 dark:text-slate-200',
      cell: (entry) => auditChangeText(entry),
    },
  ];

  return (
    <Table
      framed
      bodyClassName="bg-white dark:bg-slate-900"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      rowProps={(entry) => ({ 'data-testid': 'audit-row', 'data-action': entry.action })}
      // Only a page past the last (an old link) is empty: the page's own empty state covers no entries.
      empty={<EmptyState title="No entries on this page." />}
    />
  );
}
