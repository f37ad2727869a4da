/** Asks before deleting one's own post; the thread shows "[deleted]" where replies still hang from it. */
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';

type Props = { opening: boolean; busy: boolean; error: unknown; onConfirm: () => void; onClose: () => void };

export function DeleteDialog({ opening, busy, error, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      open
      title="Delete post?"
      onClose={onClose}
      onConfirm={onConfirm}
      confirmLabel="Delete"
      busy={busy}
      error={error ? errorMessage(error) : null}
    >
      {opening
        ? 'Your post will show as [deleted]; a thread nobody has answered yet goes with it. This cannot be undone.'
        : 'Your post will show as [deleted]. This cannot be undone.'}
    </ConfirmDialog>
  );
}
