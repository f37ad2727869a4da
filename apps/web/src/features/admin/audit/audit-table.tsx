/** One page of the audit log: when, which admin, what, to what (its kind, title and id), and the values before → after. */
import type { AuditEntry } from '@codeconquer/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { auditChangeText } from './audit-change';
import { AUDIT_ACTION_LABELS, auditTarget } from './audit-labels';

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
    {
      heading: 'Target',
      cell: (entry) => {
        const target = auditTarget(entry);
        return (
          <span className="flex flex-col" data-testid="audit-target">
            <span>
              <span className="mr-1.5 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                {target.kind}
              </span>
              {target.title}
            </span>
            <span className="font-mono text-xs break-all text-slate-500 dark:text-slate-400">
              {target.id}
            </span>
          </span>
        );
      },
    },
    {
      heading: 'Change',
      className: 'tabular-nums text-slate-700 dark:text-slate-200',
      cell: (entry) => auditChangeText(entry),
    },
  ];

  return (
    <Table
      scrollsSideways
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
