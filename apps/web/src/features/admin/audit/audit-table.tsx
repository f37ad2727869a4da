/** One page of the audit log: when, which admin, what, to what (its kind, title and id), and the values before → after. */
import type { AuditEntry } from '@codeconquer/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { useLocale, useT } from '@/i18n/use-t';
import { auditChangeText } from './audit-change';
import { AUDIT_ACTION_LABELS, auditTarget } from './audit-labels';

/** An account deleted since keeps its entries, without a name to show. */
function username(name: string | null, missing: string): string {
  return name === null ? missing : `@${name}`;
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  const { locale } = useLocale();
  const columns: TableColumn<AuditEntry>[] = [
    {
      heading: t('admin.audit.column.time'),
      className: 'whitespace-nowrap text-slate-500 dark:text-slate-400',
      cell: (entry) => <time dateTime={entry.at}>{new Date(entry.at).toLocaleString(locale)}</time>,
    },
    {
      heading: t('admin.audit.column.admin'),
      cell: (entry) => username(entry.admin.username, t('admin.audit.deletedAdmin')),
    },
    {
      heading: t('admin.audit.column.action'),
      className: 'font-medium',
      cell: (entry) => t(AUDIT_ACTION_LABELS[entry.action]),
    },
    {
      heading: t('admin.audit.column.target'),
      cell: (entry) => {
        const target = auditTarget(t, entry);
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
      heading: t('admin.audit.column.change'),
      className: 'tabular-nums text-slate-700 dark:text-slate-200',
      cell: (entry) => auditChangeText(t, entry),
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
      empty={<EmptyState title={t('admin.audit.emptyPage')} />}
    />
  );
}
