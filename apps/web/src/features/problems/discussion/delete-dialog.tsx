/** Asks before deleting one's own post; the thread shows "[deleted]" where replies still hang from it. */
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';

type Props = { opening: boolean; busy: boolean; error: unknown; onConfirm: () => void; onClose: () => void };

export function DeleteDialog({ opening, busy, error, onConfirm, onClose }: Props) {
  return (
    <Dialog open onClose={onClose} title="Delete post?">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {opening
          ? 'Your post will show as [deleted]; a thread nobody has answered yet goes with it. This cannot be undone.'
          : 'Your post will show as [deleted]. This cannot be undone.'}
      </p>
      {Boolean(error) && (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(error)}</Alert>
        </div>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} className="min-h-11">
          Cancel
        </Button>
        <BusyButton variant="danger" busy={busy} onClick={onConfirm} className="min-h-11">
          Delete
        </BusyButton>
      </div>
    </Dialog>
  );
}
