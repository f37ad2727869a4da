/** Asks before deleting one's own post; the thread shows "[deleted]" where replies still hang from it. */
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';

type Props = { opening: boolean; busy: boolean; error: unknown; onConfirm: () => void; onClose: () => void };

export function DeleteDialog({ opening, busy, error, onConfirm, onClose }: Props) {
  const t = useT();
  return (
    <ConfirmDialog
      open
      title={t('problems.discussion.delete.title')}
      onClose={onClose}
      onConfirm={onConfirm}
      confirmLabel={t('problems.discussion.delete.confirm')}
      busy={busy}
      error={error ? errorMessage(error) : null}
    >
      {opening ? t('problems.discussion.delete.opening') : t('problems.discussion.delete.reply')}
    </ConfirmDialog>
  );
}
