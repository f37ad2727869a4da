/**
 * The editor page's layout (solve-layout.ts). From 768 px: the statement on the left (30–65 % of the
 * width), the editor on the right with the bottom panel under it (collapsed to its 40 px bar, at most
 * 400 px, 220 px at first). Below it, a phone's one view at a time (phone-workspace.tsx). Both show the
 * same panels, fed by the same code draft, Run and Submit.
 */
import type { Problem } from '@codeconquer/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Group, Panel, Separator, usePanelRef } from 'react-resizable-panels';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useLocale, useT } from '@/i18n/use-t';
import { relativeTime } from '@/lib/relative-time';
import { customInputFrom } from '@/lib/solve-location-state';
import { useMediaQuery } from '@/lib/use-media-query';
import { BottomPanel, type BottomTab } from './bottom-panel';
import { CodeEditor } from '@/components/code-editor/code-editor';
import { EditorToolbar, LanguageAndSave, RunSubmitButtons } from './editor-toolbar';
import { PhoneWorkspace, type PhoneView } from './phone-workspace';
import { ProblemPanel } from './problem-panel';
import { useCodeDraft } from './drafts/use-code-draft';
import { NARROW_SOLVE_QUERY } from './solve-layout';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useShareEditorWithVguy } from '@/lib/share-editor-with-vguy';
import { useRunTests } from './use-run-tests';
import { useSubmitFlow } from './use-submit-flow';

const BAR_PX = 40;

type Props = {
  problem: Problem;
  userId: string;
  /** In a contest (`?contest=`): the contest a submission made now counts in (use-contest-mode.ts). */
  contestIdFor?: () => Promise<string | undefined>;
};

export function SolveWorkspace({ problem, userId, contestIdFor }: Props) {
  const t = useT();
  const { locale } = useLocale();
  const draft = useCodeDraft(userId, problem.id);
  const { run, result } = useRunTests(problem.id);
  const submitFlow = useSubmitFlow(problem.id, problem.totalTests, contestIdFor);
  const narrow = useMediaQuery(NARROW_SOLVE_QUERY);
  // Custom Input's text; My Submissions may hand over a found failing test's input (location state),
  // which opens on Custom Input.
  const location = useLocation();
  const [customInput, setCustomInput] = useState(() => customInputFrom(location.state));
  const [tab, setTab] = useState<BottomTab>(customInput ? 'custom' : 'tests');
  const [view, setView] = useState<PhoneView>(customInput ? 'result' : 'problem');
  const [show, setShow] = useState<'run' | 'submit' | null>(null);
  const [collapsed, setCollapsed] = useState(false);

  const bottomRef = usePanelRef();

  const openTab = (next: BottomTab) => {
    setTab(next);
    if (bottomRef.current?.isCollapsed()) bottomRef.current.expand();
  };
  // A Run or a Submit shows its results: the bottom panel's tab, on a phone the Result view.
  const openResults = () => {
    openTab('results');
    setView('result');
  };
  const onRun = () => {
    const { code, language } = draft.current();
    if (code.trim() === '') return;
    draft.flush();
    run(code, language);
    setShow('run');
    openResults();
  };
  const sendToCustomInput = (input: string) => {
    setCustomInput(input);
    openTab('custom');
    setView('result');
  };
  const onSubmit = () => {
    const { code, language } = draft.current();
    if (code.trim() === '' || submitFlow.busy) return;
    draft.flush();
    void submitFlow.submit(code, language);
    setShow('submit');
    openResults();
  };
  useEditorShortcuts({ run: onRun, submit: onSubmit });
  useShareEditorWithVguy(draft.current);

  const problemPanel = (
    <ProblemPanel problem={problem} userId={userId} code={draft.code} currentCode={draft.current} />
  );
  const language = {
    language: draft.language,
    onLanguageChange: draft.setLanguage,
    ready: draft.ready,
    saveStatus: draft.saveStatus,
  };
  const actions = {
    onRun,
    onSubmit,
    running: result.isPending,
    submitting: submitFlow.busy,
  };
  const restored = draft.restoredFrom && (
    <Alert tone="info">
      {t('problems.solve.restored', { time: relativeTime(draft.restoredFrom, locale) })}
    </Alert>
  );
  const editor = draft.ready ? (
    <CodeEditor value={draft.code} language={draft.language} onChange={draft.setCode} />
  ) : (
    <div className="flex h-full items-center justify-center">
      <Spinner className="h-6 w-6" label={t('problems.solve.loadingCode')} />
    </div>
  );
  const bottomPanel = (
    <BottomPanel
      tab={tab}
      onTabChange={openTab}
      collapsed={!narrow && collapsed}
      onToggle={
        narrow ? undefined : () => (collapsed ? bottomRef.current?.expand() : bottomRef.current?.collapse())
      }
      testCases={problem.testCases}
      results={{
        show,
        run: { status: result.status, data: result.data, error: result.error },
        submit: submitFlow.state,
        onUseInput: sendToCustomInput,
      }}
      custom={{
        code: draft.code,
        language: draft.language,
        problemId: problem.id,
        input: customInput,
        onInputChange: setCustomInput,
      }}
    />
  );

  if (narrow)
    return (
      <PhoneWorkspace
        view={view}
        onView={setView}
        problem={problemPanel}
        codeBar={
          <>
            <LanguageAndSave {...language} phone />
            {restored}
          </>
        }
        editor={editor}
        result={bottomPanel}
        actions={<RunSubmitButtons {...actions} phone />}
      />
    );

  return (
    <Group orientation="horizontal" className="min-h-0 flex-1">
      <Panel defaultSize="40%" minSize="30%" maxSize="65%">
        {problemPanel}
      </Panel>
      <Separator className="w-1.5 bg-slate-200 transition-colors hover:bg-indigo-400 dark:bg-slate-800 dark:hover:bg-indigo-500" />
      <Panel minSize="35%">
        <div className="flex h-full flex-col bg-white dark:bg-slate-900">
          <EditorToolbar {...language} {...actions} />
          {restored && <div className="px-3 pt-2">{restored}</div>}
          <Group orientation="vertical" className="min-h-0 flex-1">
            <Panel minSize={80}>{editor}</Panel>
            <Separator className="h-1.5 bg-slate-200 transition-colors hover:bg-indigo-400 dark:bg-slate-800 dark:hover:bg-indigo-500" />
            <Panel
              panelRef={bottomRef}
              defaultSize={220}
              minSize={100}
              maxSize={400}
              collapsible
              collapsedSize={BAR_PX}
              onResize={(size) => setCollapsed(size.inPixels <= BAR_PX + 1)}
            >
              {bottomPanel}
            </Panel>
          </Group>
        </div>
      </Panel>
    </Group>
  );
}
