/**
 * The confirmation before something that cannot be taken back (leaving a team, removing a member,
 * deleting a problem or a contest): the question, what it means, a refusal's message inside, then Cancel
 * or the action. `onConfirm` makes the call; the caller closes the dialog when it is done, and a refusal
 * leaves it open with `error`. While the call runs both buttons wait.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/i18n/use-t';

type Props = {
  open: boolean;
  title: string;
  /** Stable (useCallback), so the dialog does not take the focus back on every render. */
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  /** The action button's icon, if any. */
  icon?: LucideIcon;
  busy: boolean;
  error: string | null;
  children: ReactNode;
};

export function ConfirmDialog({
  open,
  title,
  onClose,
  onConfirm,
  confirmLabel,
  icon,
  busy,
  error,
  children,
}: Props) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-200">{children}</p>
        {error !== null && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" className="min-h-11" disabled={busy} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <BusyButton variant="danger" className="min-h-11" icon={icon} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </BusyButton>
        </div>
      </div>
    </Dialog>
  );
}
