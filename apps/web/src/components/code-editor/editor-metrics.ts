/**
 * What the placeholder and Monaco must agree on so that the code does not move when Monaco takes over:
 * font, line height and the gutter's width. Monaco gets these as options (monaco-editor.tsx), the
 * placeholder as CSS (editor-placeholder.tsx).
 */

/** One stack for both: Monaco's own default differs per platform and could not be matched in CSS. */
export const EDITOR_FONT_FAMILY = "Menlo, Monaco, Consolas, 'Droid Sans Mono', 'DejaVu Sans Mono', monospace";

/** px; Monaco would pick 1.35 × the font size (1.5 on macOS); set explicitly, it is the same in both. */
export function editorLineHeight(fontSize: number): number {
  return Math.round(fontSize * 1.5);
}

/** The fewest digits the line numbers reserve room for (Monaco's `lineNumbersMinChars`). */
export const LINE_NUMBER_MIN_CHARS = 3;
/**
 * px between the line numbers and the code: Monaco's `lineDecorationsWidth` (10) plus the 16 it adds for
 * the folding arrows. There is no glyph margin (`glyphMargin: false`).
 */
export const GUTTER_GAP_PX = 10 + 16;
