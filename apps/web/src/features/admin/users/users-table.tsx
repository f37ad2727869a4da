/** One page of users; a click on a row (or on the name, from the keyboard) opens the user's panel. */
import type { AdminUser } from '@codeconquer/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { BannedBadge } from './banned-badge';
import { PHONE_TAP_TARGET } from '@/components/ui/tap-target';
import { cn } from '@/lib/cn';

type Props = { users: AdminUser[]; onOpen: (user: AdminUser) => void };

export function UsersTable({ users, onOpen }: Props) {
  const columns: TableColumn<AdminUser>[] = [
    {
      heading: 'Name',
      className: 'font-medium',
      cell: (user) => (
        <button
          type="button"
          onClick={(event) => {
            // The row opens the panel too: once is enough.
            event.stopPropagation();
            onOpen(user);
          }}
          className={cn(
            'text-left text-slate-900 hover:text-indigo-600 dark:text-slate-100 dark:hover:text-indigo-400',
            PHONE_TAP_TARGET,
          )}
        >
          {user.name}
        </button>
      ),
    },
    { heading: 'Username', cell: (user) => `@${user.username}` },
    { heading: 'E-mail', className: 'text-slate-600 dark:text-slate-300', cell: (user) => user.email },
    { heading: 'Role', className: 'capitalize', cell: (user) => user.role },
    { heading: 'Tokens', className: 'tabular-nums', cell: (user) => user.tokens },
    {
      heading: 'Joined',
      className: 'text-slate-500 dark:text-slate-400',
      cell: (user) => <time dateTime={user.joinedAt}>{new Date(user.joinedAt).toLocaleDateString()}</time>,
    },
    { heading: 'Status', cell: (user) => (user.bannedAt ? <BannedBadge /> : null) },
  ];

  return (
    <Table
      scrollsSideways
      framed
      bodyClassName="bg-white dark:bg-slate-900"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      rowProps={(user) => ({ 'data-testid': 'admin-user-row', 'data-banned': user.bannedAt !== null })}
      onRowClick={onOpen}
      // Only a page past the last (an old link) is empty: the page's own empty state covers no match.
      empty={<EmptyState title="No users on this page." />}
    />
  );
}
