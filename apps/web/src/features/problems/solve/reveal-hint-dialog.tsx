/** Asks before a hint is revealed: it costs tokens and cannot be undone. */
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
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
            {hint.title} ({hint.source}) costs <strong>{hint.cost} tokens</strong>. You have {tokens}; you
            will have {tokens - hint.cost} left. Revealing cannot be undone.
          </p>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={revealing}>
              Cancel
            </Button>
            <BusyButton onClick={onConfirm} busy={revealing}>
              Reveal for {hint.cost} tokens
            </BusyButton>
          </div>
        </>
      )}
    </Dialog>
  );
}
