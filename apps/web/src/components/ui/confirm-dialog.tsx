/**
 * The confirmation before leaving a team or removing a member: the question, what it means, a refusal's
 * message inside, then Cancel or the action. `onConfirm` makes the call; the caller closes the dialog
 * when it is done, and a refusal leaves it open with `error`.
 */
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type Props = {
  open: boolean;
  title: string;
  /** Stable (useCallback), so the dialog does not take the focus back on every render. */
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
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
  busy,
  error,
  children,
}: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-200">{children}</p>
        {error !== null && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" className="min-h-11" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <BusyButton variant="danger" className="min-h-11" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </BusyButton>
        </div>
      </div>
    </Dialog>
  );
}
