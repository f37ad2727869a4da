/** Asks before a hint is revealed: it costs tokens and cannot be undone. */
import { useT } from '@/i18n/use-t';
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
  const t = useT();
  return (
    <Dialog
      open={hint !== null}
      onClose={revealing ? () => undefined : onClose}
      title={t('problems.hints.confirmTitle', { hint: hint?.title ?? t('problems.hints.hint') })}
    >
      {hint && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t.rich('problems.hints.confirmText', {
              hint: hint.title,
              source: hint.source,
              count: hint.cost,
              tokens,
              left: tokens - hint.cost,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <FormActions className="mt-6" onCancel={onClose} onConfirm={onConfirm} busy={revealing}>
            {t('problems.hints.revealFor', { count: hint.cost })}
          </FormActions>
        </>
      )}
    </Dialog>
  );
}
