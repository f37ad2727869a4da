/** Asks before a hint is revealed: it costs tokens and cannot be undone. */
import { countText } from '@/lib/count-text';
import { FormActions } from '@/components/ui/form-actions';
import { Dialog } from '@/components/ui/dialog';
import type { HintSpec } from './hint-rules';

type Props = {
  hint: HintSpec | null;
  tokens: number;
  revealing: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function RevealHintDialog({ hint, tokens, revealing, onConfirm, onClose }: Props) {
  return (
    <Dialog
      open={hint !== null}
      onClose={revealing ? () => undefined : onClose}
      title={`Reveal ${hint?.title ?? 'hint'}?`}
    >
      {hint && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {hint.title} ({hint.source}) costs <strong>{countText(hint.cost, 'token', 'tokens')}</strong>. You
            have {tokens}; you will have {tokens - hint.cost} left. Revealing cannot be undone.
          </p>
          <FormActions className="mt-6" onCancel={onClose} onConfirm={onConfirm} busy={revealing}>
            Reveal for {countText(hint.cost, 'token', 'tokens')}
          </FormActions>
        </>
      )}
    </Dialog>
  );
}
