/** Asks before an editorial is unlocked: it costs tokens and cannot be undone (as a hint's reveal asks). */
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { countText } from '@/lib/count-text';

type Props = {
  open: boolean;
  price: number;
  tokens: number;
  unlocking: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function UnlockEditorialDialog({ open, price, tokens, unlocking, onConfirm, onClose }: Props) {
  return (
    <Dialog open={open} onClose={unlocking ? () => undefined : onClose} title="Unlock the editorial?">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        The editorial costs <strong>{countText(price, 'token', 'tokens')}</strong>. You have {tokens}; you
        will have {tokens - price} left. It stays unlocked; this cannot be undone.
      </p>
      <FormActions className="mt-6" onCancel={onClose} onConfirm={onConfirm} busy={unlocking}>
        Unlock for {countText(price, 'token', 'tokens')}
      </FormActions>
    </Dialog>
  );
}
