/** A code area (solve editor, online compiler): Monaco, fetched on first use, with a spinner meanwhile. */
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { useTheme } from '@/lib/theme/use-theme';
import type { MonacoEditorProps } from './monaco-editor';

const MonacoEditor = lazy(() => import('./monaco-editor'));

export function CodeEditor({
  ariaLabel,
  ...props
}: Omit<MonacoEditorProps, 'dark' | 'ariaLabel'> & { ariaLabel?: string }) {
  const t = useT();
  const { theme } = useTheme();
  return (
    <Suspense
      fallback={
        <div className="flex h-full items-center justify-center">
          <Spinner className="h-6 w-6" label={t('compiler.editor.loading')} />
        </div>
      }
    >
      <MonacoEditor {...props} dark={theme === 'dark'} ariaLabel={ariaLabel ?? t('compiler.editor.label')} />
    </Suspense>
  );
}
