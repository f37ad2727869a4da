/**
 * A code area (solve editor, online compiler). The page shows first, the editor after: the code appears
 * at once in a light, editable placeholder (editor-placeholder.tsx), and Monaco (≈ 800 kB gzip, a few
 * hundred ms of evaluation on a phone) is fetched once the page is idle, or at once when the placeholder
 * gets the focus. Monaco then starts from the placeholder's text and caret, and keeps the focus if the
 * placeholder had it, so nothing typed meanwhile is lost (docs/delivery.md#editor-pages).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTheme } from '@/lib/theme/use-theme';
import { EditorPlaceholder } from './editor-placeholder';
import type { EditorHandoff, MonacoEditorProps } from './monaco-editor';
import { whenIdle } from './when-idle';

const MonacoEditor = lazy(() => import('./monaco-editor'));

/**
 * Monaco is fetched this long after the page's load event, once the main thread is idle (at the latest
 * `timeoutMs` later), unless the user has reached for the editor before: focus fetches it at once, and
 * so does the pointer entering the editor (a head start on the click). The wait is why the fetch and the
 * evaluation (one long task) no longer fall into the page's start (docs/delivery.md#editor-pages).
 */
const IDLE = { quietMs: 3000, timeoutMs: 2000 };

type Props = Omit<MonacoEditorProps, 'dark' | 'ariaLabel' | 'handoff' | 'onReady'> & { ariaLabel?: string };

export function CodeEditor({
  ariaLabel = 'Code editor',
  fontSize = 16,
  tabSize = 4,
  wordWrap = false,
  ...props
}: Props) {
  const { theme } = useTheme();
  const dark = theme === 'dark';
  // `wanted`: Monaco is being fetched or shown; `ready`: it has mounted, and the placeholder goes.
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const placeholderRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true), IDLE)), [wanted]);

  // Read by Monaco as it mounts (in a layout effect, so no keystroke falls between the two).
  const handoff = useCallback((): EditorHandoff | null => {
    const area = placeholderRef.current;
    if (!area) return null;
    return {
      selectionStart: area.selectionStart,
      selectionEnd: area.selectionEnd,
      focused: document.activeElement === area,
    };
  }, []);
  const onReady = useCallback(() => setReady(true), []);

  const settings = { fontSize, tabSize, wordWrap };
  return (
    <div
      data-testid="code-editor-frame"
      onPointerEnter={() => setWanted(true)}
      className="relative h-full w-full after:pointer-events-none after:absolute after:inset-0 after:z-10 after:ring-indigo-500 after:ring-inset focus-within:after:ring-2"
    >
      {wanted && (
        <Suspense fallback={null}>
          <MonacoEditor
            {...props}
            {...settings}
            dark={dark}
            ariaLabel={ariaLabel}
            handoff={handoff}
            onReady={onReady}
          />
        </Suspense>
      )}
      {!ready && (
        <EditorPlaceholder
          ref={placeholderRef}
          value={props.value}
          onChange={props.onChange}
          onFocus={() => setWanted(true)}
          ariaLabel={ariaLabel}
          dark={dark}
          {...settings}
        />
      )}
    </div>
  );
}
