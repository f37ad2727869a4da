/**
 * /admin/contests, Manage Contests: every contest, unlisted ones included, newest first, with New contest;
 * a row opens the contest's editor, its bin deletes it after a confirmation. The list is short (contests
 * are few), so it comes whole, without search or pages.
 */
import type { AdminContest } from '@codeconquer/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useAdminContests } from './api/get-contests';
import { ContestsTable } from './contests-table';
import { DeleteContestDialog } from './delete-contest-dialog';
import { NEW_CONTEST_PATH } from './paths';

export function AdminContestsPage() {
  const t = useT();
  const contests = useAdminContests();
  const [deleting, setDeleting] = useState<AdminContest | null>(null);
  // Stable, so the dialog does not take the focus back on every render.
  const close = useCallback(() => setDeleting(null), []);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('admin.contests.title')}
        subtitle={t('admin.contests.subtitle')}
        actions={
          <Link to={NEW_CONTEST_PATH} className={buttonClasses('primary')}>
            <Plus size={16} aria-hidden="true" /> {t('admin.contests.new')}
          </Link>
        }
      />
      {contests.isPending ? (
        <FullPageSpinner />
      ) : contests.isError ? (
        <Alert tone="error">{errorMessage(contests.error, t('admin.contests.loadFailed'))}</Alert>
      ) : contests.data.contests.length === 0 ? (
        <EmptyState
          title={t('admin.contests.empty')}
          link={{ to: NEW_CONTEST_PATH, label: t('admin.contests.createFirst') }}
        />
      ) : (
        <ContestsTable contests={contests.data.contests} onDelete={setDeleting} />
      )}
      <DeleteContestDialog key={deleting?.id} contest={deleting} onClose={close} />
    </div>
  );
}
