/**
 * The Monaco editor itself. This module is loaded lazily (see code-editor.tsx), so Monaco's code only
 * reaches browsers that open an editor page.
 */
import type { LanguageId } from '@codeconquer/contracts';
import * as monaco from 'monaco-editor';
import { useEffect, useRef } from 'react';
import './monaco-environment';

export type MonacoEditorProps = {
  value: string;
  language: LanguageId;
  dark: boolean;
  ariaLabel: string;
  /** Called for edits made by the user, never for a `value` set from outside. */
  onChange: (value: string) => void;
};

const MONACO_LANGUAGE: Record<LanguageId, string> = { c: 'c', cpp: 'cpp', java: 'java', python: 'python' };

export default function MonacoEditor({ value, language, dark, ariaLabel, onChange }: MonacoEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const settingValue = useRef(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Created once; value, language and theme are applied by the effects below.
  useEffect(() => {
    if (!hostRef.current) return;
    const editor = monaco.editor.create(hostRef.current, {
      value: '',
      language: 'plaintext',
      fontSize: 16,
      tabSize: 4,
      minimap: { enabled: false },
      automaticLayout: true,
      scrollBeyondLastLine: false,
      ariaLabel,
      fixedOverflowWidgets: true,
    });
    editorRef.current = editor;
    const subscription = editor.onDidChangeModelContent(() => {
      if (!settingValue.current) onChangeRef.current(editor.getValue());
    });
    return () => {
      subscription.dispose();
      editor.getModel()?.dispose();
      editor.dispose();
      editorRef.current = null;
    };
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
    monaco.editor.setTheme(dark ? 'vs-dark' : 'vs');
  }, [dark]);

  return <div ref={hostRef} data-testid="code-editor" className="h-full w-full" />;
}
