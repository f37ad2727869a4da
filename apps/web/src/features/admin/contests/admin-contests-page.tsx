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
import { errorMessage } from '@/lib/api-client';
import { useAdminContests } from './api/get-contests';
import { ContestsTable } from './contests-table';
import { DeleteContestDialog } from './delete-contest-dialog';
import { NEW_CONTEST_PATH } from './paths';

export function AdminContestsPage() {
  const contests = useAdminContests();
  const [deleting, setDeleting] = useState<AdminContest | null>(null);
  // Stable, so the dialog does not take the focus back on every render.
  const close = useCallback(() => setDeleting(null), []);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Manage Contests"
        subtitle="Schedule contests, choose their problems, answer clarifications and publish the results."
        actions={
          <Link to={NEW_CONTEST_PATH} className={buttonClasses('primary')}>
            <Plus size={16} aria-hidden="true" /> New contest
          </Link>
        }
      />
      {contests.isPending ? (
        <FullPageSpinner />
      ) : contests.isError ? (
        <Alert tone="error">{errorMessage(contests.error, 'Failed to load contests')}</Alert>
      ) : contests.data.contests.length === 0 ? (
        <EmptyState title="No contests yet." link={{ to: NEW_CONTEST_PATH, label: 'Create the first one' }} />
      ) : (
        <ContestsTable contests={contests.data.contests} onDelete={setDeleting} />
      )}
      <DeleteContestDialog key={deleting?.id} contest={deleting} onClose={close} />
    </div>
  );
}
