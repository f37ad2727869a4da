/**
 * A modal dialog: focus moves in and stays in (Tab and Shift+Tab cycle through its controls), Escape or
 * the backdrop closes it, and focus goes back to what opened it. The trap is focus-trap's (the library
 * most dialog kits use), so the cycling follows the same tabbable rules as the browser's.
 */
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { useModalFocus } from '@/lib/use-modal-focus';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** `wide` for content that needs the width, such as source code. */
  size?: 'default' | 'wide';
  children: ReactNode;
};

export function Dialog({ open, onClose, title, size = 'default', children }: DialogProps) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, open, onClose, { focusSurface: true });

  if (!open) return null;
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4"
      onMouseDown={onClose}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        className={cn(
          'w-full rounded-xl bg-white p-6 shadow-xl outline-none dark:bg-slate-900',
          size === 'wide' ? 'max-w-4xl' : 'max-w-md',
        )}
        onMouseDown={(event) => event.stopPropagation()}
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            // 44 px to tap; the negative margin keeps the header's height.
            className="-m-3 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
          >
            <X size={18} />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
