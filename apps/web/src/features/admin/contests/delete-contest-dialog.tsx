/**
 * The confirmation before a contest is deleted: it goes for good, with its registrations, board and
 * clarifications, so the dialog names it and says so. The error of a refused delete shows inside. The
 * page keys it by the contest, so another contest's dialog starts without the last one's error.
 */
import type { AdminContest } from '@codeconquer/contracts';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAdminContest } from './api/delete-contest';

type Props = {
  /** The contest to delete; null keeps the dialog closed. */
  contest: AdminContest | null;
  /** Stable (useCallback), so the dialog does not take the focus back on every render. */
  onClose: () => void;
};

export function DeleteContestDialog({ contest, onClose }: Props) {
  const remove = useDeleteAdminContest();

  const deleteContest = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      toast.success('Contest deleted.');
      onClose();
    } catch {
      // The mutation keeps the error; the dialog shows it.
    }
  };

  return (
    <Dialog open={contest !== null} onClose={onClose} title="Delete this contest?">
      {contest && (
        <div className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {contest.title} is deleted for good, with its registrations, scoreboard and clarifications. Its
            problems stay.
          </p>
          {remove.isError && (
            <Alert tone="error">{errorMessage(remove.error, 'Failed to delete the contest')}</Alert>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={remove.isPending} onClick={onClose}>
              Cancel
            </Button>
            <BusyButton
              variant="danger"
              icon={Trash2}
              busy={remove.isPending}
              onClick={() => void deleteContest(contest.id)}
            >
              Delete
            </BusyButton>
          </div>
        </div>
      )}
    </Dialog>
  );
}
