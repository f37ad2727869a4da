/**
 * The confirmation before something is deleted (a problem, a contest): the title asks, the text says what
 * goes and what stays, a refused delete's error shows inside, and Cancel or Delete. `onDelete` makes the
 * call and closes the dialog once it is done; a failure leaves the dialog open with `error`, which the
 * caller's mutation keeps. While the call runs both buttons wait.
 */
import { Trash2 } from 'lucide-react';
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
  onDelete: () => Promise<void>;
  busy: boolean;
  /** The refused delete's message; null while there is none. */
  error: string | null;
  /** What goes, and what stays. */
  children: ReactNode;
};

export function DeleteDialog({ open, title, onClose, onDelete, busy, error, children }: Props) {
  const confirm = () => {
    onDelete().catch(() => {
      // The mutation keeps the error; the dialog shows it.
    });
  };
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-200">{children}</p>
        {error !== null && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <BusyButton variant="danger" icon={Trash2} busy={busy} onClick={confirm}>
            Delete
          </BusyButton>
        </div>
      </div>
    </Dialog>
  );
}
