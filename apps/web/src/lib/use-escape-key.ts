/**
 * While `active`, Escape pressed anywhere on the page calls `onEscape`: how a menu, popover or drawer
 * closes from the keyboard wherever focus is (a mouse user may have moved it elsewhere), and gives focus
 * back to what opened it. With `within`, only an Escape pressed inside that element, or with nothing
 * focused, counts: a panel that sits beside the page (VGuy's chat) must not take the Escape of the editor
 * or the dialog the reader is in, nor their focus.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useEscapeKey(
  active: boolean,
  onEscape: () => void,
  within?: RefObject<HTMLElement | null>,
): void {
  // The latest handler, read on the key: a parent's new function on each render must not re-subscribe.
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  }, [onEscape]);
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      // An Escape something else already used (the editor closing its suggestions) is not for us.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Node ? event.target : null;
      if (within && target !== document.body && !within.current?.contains(target)) return;
      handler.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, within]);
}
