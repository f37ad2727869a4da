/**
 * The online compiler (docs/product.md#online-compiler): guests and users write code in Monaco, run it on
 * their own input in the judge's sandbox and ask for an AI review. Code and language persist in the browser.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CodeEditor } from '@/components/code-editor/code-editor';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';
import { useReviewCode } from './api/review-code';
import { useRunCode } from './api/run-code';
import { CompilerToolbar } from './compiler-toolbar';
import { downloadText } from './download-text';
import { downloadName, fileProblem } from './file-rules';
import { IoPanel, type IoTab } from './io-panel';
import { FONT_SIZE, SettingsPanel } from './settings-panel';
import { useCompilerCode } from './use-compiler-code';
import { useShareEditorWithVguy } from '@/lib/share-editor-with-vguy';

export function CompilerPage() {
  const t = useT();
  const { language, code, setCode, switchLanguage, resetCode, current } = useCompilerCode();
  useShareEditorWithVguy(current);
  const [input, setInput] = useState('');
  const [tab, setTab] = useState<IoTab>('input');
  const [fontSize, setFontSize] = useState<number>(FONT_SIZE.initial);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const run = useRunCode();
  const review = useReviewCode();
  const hasCode = code.trim() !== '';

  const onRun = () => {
    const now = current();
    if (now.code.trim() === '' || run.isPending) return;
    setTab('output');
    run.mutate({ ...now, input });
  };
  const onReview = () => {
    const now = current();
    if (now.code.trim() === '' || review.isPending) return;
    setTab('review');
    review.mutate(now);
  };
  const onLanguageChange: typeof switchLanguage = (next) => {
    switchLanguage(next);
    run.reset();
    review.reset();
  };
  const onClear = () => {
    resetCode();
    setInput('');
    run.reset();
    review.reset();
  };
  const onLoad = async (file: File) => {
    const problem = fileProblem(file, language, t);
    if (problem) {
      toast.error(problem);
      return;
    }
    setCode(await file.text());
    toast.success(t('compiler.loaded', { name: file.name }));
  };

  useRunShortcut(onRun);

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t('compiler.title')} subtitle={t('compiler.subtitle')} />
      <CompilerToolbar
        language={language}
        onLanguageChange={onLanguageChange}
        settings={{
          open: settingsOpen,
          panelId: settingsId,
          onToggle: () => setSettingsOpen((open) => !open),
        }}
        hasCode={hasCode}
        running={run.isPending}
        reviewing={review.isPending}
        onLoad={(file) => void onLoad(file)}
        onSave={() => downloadText(downloadName(language), code)}
        onReview={onReview}
        onRun={onRun}
        onClear={onClear}
      />
      {settingsOpen && <SettingsPanel id={settingsId} fontSize={fontSize} onFontSizeChange={setFontSize} />}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="h-[65vh] min-h-[26rem] overflow-hidden">
          <CodeEditor
            value={code}
            language={language}
            onChange={setCode}
            fontSize={fontSize}
            tabSize={2}
            wordWrap
          />
        </Card>
        <Card className="h-[65vh] min-h-[26rem] overflow-hidden">
          <IoPanel
            tab={tab}
            onTabChange={setTab}
            input={input}
            onInputChange={setInput}
            run={{ status: run.status, data: run.data, error: run.error }}
            review={{
              status: review.status,
              data: review.data,
              error: review.error,
              code: review.variables?.code,
            }}
          />
        </Card>
      </div>
    </div>
  );
}

/** Ctrl/Cmd+Enter runs wherever the focus is (captured before Monaco inserts a line). */
function useRunShortcut(onRun: () => void) {
  const latest = useRef(onRun);
  useEffect(() => {
    latest.current = onRun;
  });
  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    latest.current();
  }, []);
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [onKeyDown]);
}
