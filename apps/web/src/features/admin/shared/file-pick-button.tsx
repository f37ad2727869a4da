/**
 * A button that asks for a file (a package, a tests zip, an image) and hands it over at once. The file
 * input itself is hidden (keyboard and screen reader users meet the button alone); it has a name of its
 * own, `fileLabel`, which tests set the file by. Not the button's: a file input counts as a button too,
 * and two buttons of one name would be one too many. Its value is cleared after each pick, so picking
 * the same file again (after fixing it) is a new pick.
 */
import type { LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import type { ButtonVariant } from '@/components/ui/button';

type Props = {
  label: string;
  fileLabel: string;
  /** The input's `accept`: '.zip', 'image/*', … */
  accept: string;
  busy: boolean;
  disabled?: boolean;
  icon?: LucideIcon;
  variant?: ButtonVariant;
  onFile: (file: File) => void;
};

export function FilePickButton({
  label,
  fileLabel,
  accept,
  busy,
  disabled,
  icon,
  variant = 'secondary',
  onFile,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={fileLabel}
        hidden
        disabled={disabled || busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <BusyButton
        variant={variant}
        icon={icon}
        busy={busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </BusyButton>
    </>
  );
}
