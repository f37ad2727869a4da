/**
 * /admin/users, Manage Users (docs/product.md#admin-panel): the users matching the search, 20 a page,
 * newest first; a row opens the user's panel. The search and the page live in the address (?query=,
 * ?page=), so a reload or the back button keeps them; a new search starts again at page 1.
 */
import type { AdminUser } from '@codeconquer/contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAdminUsers } from '../api/get-users';
import { pageFromParam, pageParam, withParams } from '../shared/list-params';
import { PageControls } from '../shared/page-controls';
import { SearchBox } from '@/components/ui/search-box';
import { UserPanel } from './user-panel';
import { UsersTable } from './users-table';

export function AdminUsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query') ?? '';
  const page = pageFromParam(searchParams.get('page'));
  const users = useAdminUsers(query, page);
  const [open, setOpen] = useState<AdminUser | null>(null);
  // Stable, so the dialog does not take the focus back from the panel's fields on every refresh.
  const close = useCallback(() => setOpen(null), []);

  // Each pause in typing replaces the address rather than adding to the history.
  const search = (text: string) =>
    setSearchParams((current) => withParams(current, { query: text, page: undefined }), { replace: true });
  const goToPage = (next: number) =>
    setSearchParams((current) => withParams(current, { page: pageParam(next) }));

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Manage Users"
        subtitle="Find users, change roles, ban or unban, grant or take tokens."
      />
      <SearchBox
        label="Search users"
        placeholder="Search by name, username or e-mail"
        query={query}
        onSearch={search}
      />
      {users.isPending ? (
        <FullPageSpinner />
      ) : users.isError ? (
        <Alert tone="error">{errorMessage(users.error, 'Failed to load users')}</Alert>
      ) : users.data.pagination.total === 0 ? (
        <EmptyState title={query ? 'No users match your search.' : 'No users yet.'} />
      ) : (
        <>
          <UsersTable users={users.data.users} onOpen={setOpen} />
          <PageControls pagination={users.data.pagination} onPage={goToPage} />
        </>
      )}
      <UserPanel user={open} onClose={close} />
    </div>
  );
}
