/**
 * Ctrl/Cmd+Enter runs, Ctrl/Cmd+Shift+Enter submits, wherever the focus is. Listening in the capture
 * phase keeps Monaco from also inserting a line for the same keys.
 */
import { useEffect, useRef } from 'react';

export function useEditorShortcuts(actions: { run: () => void; submit: () => void }) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.shiftKey) latest.current.submit();
      else latest.current.run();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
