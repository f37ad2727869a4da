/**
 * While `open`, a modal surface (a dialog, the phone menu's drawer) keeps Tab inside `ref`'s element and
 * Escape closes it (useEscapeKey); when it closes, focus goes back to what had it before. The backdrop's
 * click is the component's own, so clicks outside do not end the trap by themselves.
 */
import { createFocusTrap } from 'focus-trap';
import { useEffect, type RefObject } from 'react';
import { useEscapeKey } from './use-escape-key';

export function useModalFocus(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  {
    focusSurface = false,
  }: { /** Focus the surface itself first rather than its first control. */ focusSurface?: boolean } = {},
): void {
  useEscapeKey(open, onClose);
  useEffect(() => {
    const surface = ref.current;
    if (!open || !surface) return;
    const trap = createFocusTrap(surface, {
      ...(focusSurface ? { initialFocus: surface } : {}),
      fallbackFocus: surface,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [ref, open, focusSurface]);
}
