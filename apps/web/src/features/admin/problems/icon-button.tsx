/**
 * A button of a table row (move, edit, delete) that shows only its icon; its name says what it does. A
 * small icon in a 44 px square: it is tapped on a phone too.
 */
import type { LucideIcon } from 'lucide-react';

export function IconButton({
  icon: Icon,
  label,
  disabled,
  danger = false,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  disabled: boolean;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={
        'inline-flex h-11 w-11 shrink-0 items-center justify-center ' +
        (danger
          ? 'rounded p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-40 dark:hover:bg-red-950/40'
          : 'rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-40 dark:hover:bg-slate-800 dark:hover:text-slate-100')
      }
    >
      <Icon size={16} aria-hidden="true" />
    </button>
  );
}
