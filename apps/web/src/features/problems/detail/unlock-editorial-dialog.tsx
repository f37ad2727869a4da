/** Asks before an editorial is unlocked: it costs tokens and cannot be undone (as a hint's reveal asks). */
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { useT } from '@/i18n/use-t';

type Props = {
  open: boolean;
  price: number;
  tokens: number;
  unlocking: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function UnlockEditorialDialog({ open, price, tokens, unlocking, onConfirm, onClose }: Props) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={unlocking ? () => undefined : onClose}
      title={t('problems.editorial.confirmTitle')}
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t.rich('problems.editorial.confirmText', {
          count: price,
          tokens,
          left: tokens - price,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <FormActions className="mt-6" onCancel={onClose} onConfirm={onConfirm} busy={unlocking}>
        {t('problems.editorial.unlockFor', { count: price })}
      </FormActions>
    </Dialog>
  );
}
