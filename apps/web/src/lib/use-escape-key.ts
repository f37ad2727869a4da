/**
 * While `active`, Escape pressed anywhere on the page calls `onEscape`: how a menu, popover or drawer
 * closes from the keyboard wherever focus is (a mouse user may have moved it elsewhere), and gives focus
 * back to what opened it.
 */
import { useEffect, useRef } from 'react';

export function useEscapeKey(active: boolean, onEscape: () => void): void {
  // The latest handler, read on the key: a parent's new function on each render must not re-subscribe.
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  }, [onEscape]);
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      // An Escape something else already used (the editor closing its suggestions) is not for us.
      if (event.key === 'Escape' && !event.defaultPrevented) handler.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
