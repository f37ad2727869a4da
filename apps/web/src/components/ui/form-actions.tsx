/**
 * The Cancel + confirm pair that ends a form or a confirmation dialog. The confirm button submits the form
 * unless `onConfirm` is given; while `busy` both are disabled and the confirm button shows a spinner (and
 * `busyLabel`, when one is given).
 */
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { BusyButton } from './busy-button';
import { Button } from './button';

type FormActionsProps = {
  onCancel: () => void;
  busy: boolean;
  busyLabel?: string;
  onConfirm?: () => void;
  className?: string;
  children: ReactNode;
};

export function FormActions({ onCancel, busy, busyLabel, onConfirm, className, children }: FormActionsProps) {
  const t = useT();
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <BusyButton type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} busy={busy}>
        {busy && busyLabel ? busyLabel : children}
      </BusyButton>
    </div>
  );
}
