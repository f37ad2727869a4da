/**
 * A button for an action that takes a while (Run, Submit, a review): while `busy` it is disabled and its
 * icon turns into a spinner, so it cannot be pressed twice.
 */
import { Loader2, type LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

type BusyButtonProps = ButtonProps & {
  busy: boolean;
  /** Shown while idle; without one the spinner appears only while busy. */
  icon?: LucideIcon;
};

export function BusyButton({ busy, icon: Icon, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={disabled || busy} {...props}>
      {busy ? (
        <Loader2 size={16} className="animate-spin" aria-hidden="true" />
      ) : (
        Icon && <Icon size={16} aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}
