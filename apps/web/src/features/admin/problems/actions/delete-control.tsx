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
import { errorMessage } from '@/lib/api-client';
import { useDeleteAdminProblem } from '../../api/delete-problem';
import { useRestoreAdminProblem } from '../../api/restore-problem';
import { DeleteDialog } from '../../shared/delete-dialog';

export function DeleteControl({ problem }: { problem: AdminProblem }) {
  const remove = useDeleteAdminProblem();
  const restore = useRestoreAdminProblem();
  const [confirming, setConfirming] = useState(false);
  // Stable, so the dialog does not take the focus back on every render.
  const close = useCallback(() => setConfirming(false), []);

  if (problem.deletedAt) {
    const restoreProblem = async () => {
      try {
        await restore.mutateAsync(problem.id);
        toast.success('Problem restored.');
      } catch (caught) {
        toast.error(errorMessage(caught, 'Failed to restore the problem'));
      }
    };
    return (
      <BusyButton
        variant="secondary"
        icon={RotateCcw}
        busy={restore.isPending}
        onClick={() => void restoreProblem()}
      >
        Restore
      </BusyButton>
    );
  }

  const deleteProblem = async () => {
    await remove.mutateAsync(problem.id);
    setConfirming(false);
    toast.success('Problem deleted.');
  };

  return (
    <>
      {!confirming && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trash2 size={16} aria-hidden="true" /> Delete
        </Button>
      )}
      <DeleteDialog
        open={confirming}
        title="Delete this problem?"
        onClose={close}
        onDelete={deleteProblem}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'Failed to delete the problem') : null}
      >
        {problem.details.title} leaves the problem list and its page at once. Its tests and submissions are
        kept, and Restore brings it back.
      </DeleteDialog>
    </>
  );
}
