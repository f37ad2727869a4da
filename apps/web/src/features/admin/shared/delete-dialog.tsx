/**
 * The confirmation before something is deleted (a problem, a contest): the title asks, the text says what
 * goes and what stays, a refused delete's error shows inside, and Cancel or Delete. `onDelete` makes the
 * call and closes the dialog once it is done; a failure leaves the dialog open with `error`, which the
 * caller's mutation keeps (components/ui/confirm-dialog.tsx, with Delete as its action).
 */
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/i18n/use-t';

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

export function DeleteDialog({ onDelete, ...dialog }: Props) {
  const t = useT();
  const confirm = () => {
    onDelete().catch(() => {
      // The mutation keeps the error; the dialog shows it.
    });
  };
  return <ConfirmDialog {...dialog} onConfirm={confirm} confirmLabel={t('admin.delete')} icon={Trash2} />;
}
