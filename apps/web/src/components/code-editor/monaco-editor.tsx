/**
 * The Monaco editor itself, shared by the solve editor and the online compiler. This module is loaded
 * lazily (see code-editor.tsx), so Monaco's code only reaches browsers that open an editor page.
 */
import type { LanguageId } from '@codeconquer/contracts';
import * as monaco from 'monaco-editor/editor/editor.api';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { EDITOR_FONT_FAMILY, LINE_NUMBER_MIN_CHARS, editorLineHeight } from './editor-metrics';
import './monaco-environment';
// The editing features a solver expects (find, folding, comments, multi-cursor, word completion…), not
// Monaco's whole contribution list (no diff editor, code lens, colour picker, inlay hints, rename…).
import 'monaco-editor/editor/browser/coreCommands';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/caretOperations/register';
import 'monaco-editor/editor/contrib/caretOperations/browser/caretOperations';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/lineSelection/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/snippet/register';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/features/tokenization/register';
// Ctrl+M: Tab moves the focus out of the editor instead of indenting (the way out for keyboard users).
import 'monaco-editor/features/toggleTabFocusMode/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
// Syntax colouring only: C, C++ (one contribution), Java and Python have no language service here.
import 'monaco-editor/languages/definitions/cpp/register';
import 'monaco-editor/languages/definitions/java/register';
import 'monaco-editor/languages/definitions/python/register';

/** The settings a page may choose; every editor has no minimap and grows with its container. */
export type EditorSettings = {
  /** px; the solve editor uses 16, the compiler lets the user pick 10–24. */
  fontSize?: number;
  tabSize?: number;
  wordWrap?: boolean;
};

/** The placeholder's state when Monaco replaces it (code-editor.tsx): caret or selection, and focus. */
export type EditorHandoff = { selectionStart: number; selectionEnd: number; focused: boolean };

export type MonacoEditorProps = EditorSettings & {
  value: string;
  language: LanguageId;
  dark: boolean;
  ariaLabel: string;
  /** Called for edits made by the user, never for a `value` set from outside. */
  onChange: (value: string) => void;
  /** Read once as the editor is created: where the placeholder's caret was and whether it had the focus. */
  handoff?: () => EditorHandoff | null;
  /** Called once the editor is created, in the same frame, so the placeholder can go before a repaint. */
  onReady?: () => void;
};

const MONACO_LANGUAGE: Record<LanguageId, string> = {
  c: 'c',
  cpp: 'cpp',
  java: 'java',
  python: 'python',
  pypy: 'python',
};

/**
 * vs-dark with comments in VS Code's Dark+ green (#6a9955, 5.0:1 on the editor's #1e1e1e): vs-dark's own
 * #608b4e reads at 4.2:1, under WCAG AA's 4.5:1, and every editor opens on a comment line.
 */
const DARK_THEME = 'codeconquer-dark';
monaco.editor.defineTheme(DARK_THEME, {
  base: 'vs-dark',
  inherit: true,
  rules: [{ token: 'comment', foreground: '6a9955' }],
  colors: {},
});

export default function MonacoEditor({
  value,
  language,
  dark,
  ariaLabel,
  onChange,
  handoff,
  onReady,
  fontSize = 16,
  tabSize = 4,
  wordWrap = false,
}: MonacoEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const settingValue = useRef(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The first values, read once at creation; later changes are applied by the effects below.
  const initial = useRef({ value, language, ariaLabel, dark, fontSize, tabSize, wordWrap, handoff, onReady });

  // Created once, with the placeholder's text and caret. A layout effect, so that the placeholder is
  // removed (onReady) before the browser handles another keystroke or paints.
  useLayoutEffect(() => {
    if (!hostRef.current) return;
    const first = initial.current;
    monaco.editor.setTheme(first.dark ? 'vs-dark' : 'vs');
    const editor = monaco.editor.create(hostRef.current, {
      value: first.value,
      language: MONACO_LANGUAGE[first.language],
      tabSize: first.tabSize,
      // The placeholder draws the same font, line height and gutter (editor-metrics.ts).
      fontFamily: EDITOR_FONT_FAMILY,
      fontSize: first.fontSize,
      lineHeight: editorLineHeight(first.fontSize),
      glyphMargin: false,
      lineNumbersMinChars: LINE_NUMBER_MIN_CHARS,
      lineDecorationsWidth: 10,
      wordWrap: first.wordWrap ? 'on' : 'off',
      minimap: { enabled: false },
      automaticLayout: true,
      detectIndentation: false,
      scrollBeyondLastLine: false,
      ariaLabel: first.ariaLabel,
      fixedOverflowWidgets: true,
    });
    editorRef.current = editor;
    const from = first.handoff?.();
    const model = editor.getModel();
    if (from && model) {
      const start = model.getPositionAt(from.selectionStart);
      const end = model.getPositionAt(from.selectionEnd);
      editor.setSelection(new monaco.Selection(start.lineNumber, start.column, end.lineNumber, end.column));
      if (from.focused) editor.focus();
    }
    first.onReady?.();
    const subscription = editor.onDidChangeModelContent(() => {
      if (!settingValue.current) onChangeRef.current(editor.getValue());
    });
    return () => {
      subscription.dispose();
      editor.getModel()?.dispose();
      editor.dispose();
      editorRef.current = null;
    };
  }, []);

  useEffect(() => {
    editorRef.current?.updateOptions({ ariaLabel });
  }, [ariaLabel]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || editor.getValue() === value) return;
    settingValue.current = true;
    editor.setValue(value);
    settingValue.current = false;
  }, [value]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model) monaco.editor.setModelLanguage(model, MONACO_LANGUAGE[language]);
  }, [language]);

  useEffect(() => {
    monaco.editor.setTheme(dark ? DARK_THEME : 'vs');
  }, [dark]);

  useEffect(() => {
    editorRef.current?.updateOptions({
      fontSize,
      lineHeight: editorLineHeight(fontSize),
      wordWrap: wordWrap ? 'on' : 'off',
    });
  }, [fontSize, wordWrap]);

  useEffect(() => {
    // Tab size belongs to the model; Monaco would otherwise guess it from the text.
    editorRef.current?.getModel()?.updateOptions({ tabSize, indentSize: tabSize });
  }, [tabSize]);

  return <div ref={hostRef} data-testid="code-editor" className="h-full w-full" />;
}
