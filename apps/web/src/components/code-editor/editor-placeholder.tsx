/**
 * What an editor page shows until Monaco has arrived (code-editor.tsx): the code in a plain textarea with
 * Monaco's colours, font, line height and gutter (editor-metrics.ts), so the text stays where it is when
 * Monaco replaces it. It is editable: what is typed here goes to `onChange` like an edit in Monaco, and
 * Monaco starts with the same text and caret.
 */
import { forwardRef, useRef } from 'react';
import { EDITOR_FONT_FAMILY, GUTTER_GAP_PX, LINE_NUMBER_MIN_CHARS, editorLineHeight } from './editor-metrics';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onFocus: () => void;
  ariaLabel: string;
  dark: boolean;
  fontSize: number;
  tabSize: number;
  wordWrap: boolean;
};

// Monaco's `vs` and `vs-dark` themes: background, text and line-number colours.
const COLOURS = {
  light: { background: '#fffffe', color: '#000000', lineNumbers: '#237893' },
  dark: { background: '#1e1e1e', color: '#d4d4d4', lineNumbers: '#858585' },
};

export const EditorPlaceholder = forwardRef<HTMLTextAreaElement, Props>(function EditorPlaceholder(
  { value, onChange, onFocus, ariaLabel, dark, fontSize, tabSize, wordWrap },
  ref,
) {
  const gutterRef = useRef<HTMLDivElement>(null);
  const colours = dark ? COLOURS.dark : COLOURS.light;
  const lineHeight = editorLineHeight(fontSize);
  const lines = value.split('\n').length;
  const digits = Math.max(String(lines).length, LINE_NUMBER_MIN_CHARS);
  const text = { fontFamily: EDITOR_FONT_FAMILY, fontSize, lineHeight: `${lineHeight}px` };
  return (
    <div
      data-testid="code-editor-placeholder"
      className="absolute inset-0 flex overflow-hidden"
      style={{ background: colours.background }}
    >
      <div
        ref={gutterRef}
        aria-hidden="true"
        className="shrink-0 overflow-hidden text-right select-none"
        style={{ ...text, color: colours.lineNumbers, width: `calc(${digits}ch + ${GUTTER_GAP_PX}px)` }}
      >
        <div style={{ width: `${digits}ch` }}>
          {Array.from({ length: lines }, (_, index) => (
            <div key={index}>{index + 1}</div>
          ))}
        </div>
      </div>
      <textarea
        ref={ref}
        value={value}
        aria-label={ariaLabel}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap={wordWrap ? 'soft' : 'off'}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onScroll={(event) => {
          if (gutterRef.current) gutterRef.current.scrollTop = event.currentTarget.scrollTop;
        }}
        className="h-full min-w-0 flex-1 resize-none border-0 bg-transparent p-0 focus:ring-0 focus:outline-none"
        style={{ ...text, color: colours.color, tabSize, whiteSpace: wordWrap ? 'pre-wrap' : 'pre' }}
      />
    </div>
  );
});
