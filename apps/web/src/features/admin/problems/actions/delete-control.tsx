/**
 * Delete (after a confirmation: users lose the problem at once) or Restore, which needs none. Deleting is
 * soft: the problem, its tests and its submissions stay, and Restore brings it back as it was. While the
 * confirmation (shared/delete-dialog.tsx) is open its Delete is the page's only one.
 */
import type { AdminProblem } from '@codeconquer/contracts';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAdminProblem } from '../../api/delete-problem';
import { useRestoreAdminProblem } from '../../api/restore-problem';
import { DeleteDialog } from '../../shared/delete-dialog';

export function DeleteControl({ problem }: { problem: AdminProblem }) {
  const t = useT();
  const remove = useDeleteAdminProblem();
  const restore = useRestoreAdminProblem();
  const [confirming, setConfirming] = useState(false);
  // Stable, so the dialog does not take the focus back on every render.
  const close = useCallback(() => setConfirming(false), []);

  if (problem.deletedAt) {
    const restoreProblem = async () => {
      try {
        await restore.mutateAsync(problem.id);
        toast.success(t('admin.problems.restored'));
      } catch (caught) {
        toast.error(errorMessage(caught, t('admin.problems.restoreFailed')));
      }
    };
    return (
      <BusyButton
        variant="secondary"
        icon={RotateCcw}
        busy={restore.isPending}
        onClick={() => void restoreProblem()}
      >
        {t('admin.problems.actions.restore')}
      </BusyButton>
    );
  }

  const deleteProblem = async () => {
    await remove.mutateAsync(problem.id);
    setConfirming(false);
    toast.success(t('admin.problems.deleted'));
  };

  return (
    <>
      {!confirming && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trash2 size={16} aria-hidden="true" /> {t('admin.delete')}
        </Button>
      )}
      <DeleteDialog
        open={confirming}
        title={t('admin.problems.deleteTitle')}
        onClose={close}
        onDelete={deleteProblem}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('admin.problems.deleteFailed')) : null}
      >
        {t('admin.problems.deleteText', { title: problem.details.title })}
      </DeleteDialog>
    </>
  );
}
