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
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useAdminUsers } from '../api/get-users';
import { pageFromParam, pageParam, withParams } from '../shared/list-params';
import { PageControls } from '../shared/page-controls';
import { SearchBox } from '@/components/ui/search-box';
import { UserPanel } from './user-panel';
import { UsersTable } from './users-table';

export function AdminUsersPage() {
  const t = useT();
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
      <PageHeader title={t('admin.users.title')} subtitle={t('admin.users.subtitle')} />
      <SearchBox
        label={t('admin.users.search')}
        placeholder={t('admin.users.searchPlaceholder')}
        query={query}
        onSearch={search}
      />
      {users.isPending ? (
        <FullPageSpinner />
      ) : users.isError ? (
        <Alert tone="error">{errorMessage(users.error, t('admin.users.loadFailed'))}</Alert>
      ) : users.data.pagination.total === 0 ? (
        <EmptyState title={query ? t('admin.users.noMatch') : t('admin.users.empty')} />
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
