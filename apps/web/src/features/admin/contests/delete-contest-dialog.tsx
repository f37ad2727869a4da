/**
 * The confirmation before a contest is deleted: it goes for good, with its registrations, board and
 * clarifications, so the dialog names it and says so (shared/delete-dialog.tsx). The error of a refused
 * delete shows inside. The page keys it by the contest, so another contest's dialog starts without the
 * last one's error.
 */
import type { AdminContest } from '@codeconquer/contracts';
import { toast } from 'sonner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { DeleteDialog } from '../shared/delete-dialog';
import { useDeleteAdminContest } from './api/delete-contest';

type Props = {
  /** The contest to delete; null keeps the dialog closed. */
  contest: AdminContest | null;
  /** Stable (useCallback), so the dialog does not take the focus back on every render. */
  onClose: () => void;
};

export function DeleteContestDialog({ contest, onClose }: Props) {
  const t = useT();
  const remove = useDeleteAdminContest();

  const deleteContest = async () => {
    if (!contest) return;
    await remove.mutateAsync(contest.id);
    toast.success(t('admin.contests.deleted'));
    onClose();
  };

  return (
    <DeleteDialog
      open={contest !== null}
      title={t('admin.contests.deleteTitle')}
      onClose={onClose}
      onDelete={deleteContest}
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, t('admin.contests.deleteFailed')) : null}
    >
      {t('admin.contests.deleteText', { title: contest?.title ?? '' })}
    </DeleteDialog>
  );
}
