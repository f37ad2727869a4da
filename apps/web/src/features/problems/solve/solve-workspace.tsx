/**
 * The editor page's layout: the statement on the left (30–65 % of the width), the editor on the right
 * with the bottom panel under it (collapsed to its 40 px bar, at most 400 px, 220 px at first).
 */
import type { Problem } from '@codeconquer/contracts';
import { useState } from 'react';
import { Group, Panel, Separator, usePanelRef } from 'react-resizable-panels';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { relativeTime } from '@/lib/relative-time';
import { BottomPanel, type BottomTab } from './bottom-panel';
import { CodeEditor } from '@/components/code-editor/code-editor';
import { EditorToolbar } from './editor-toolbar';
import { ProblemPanel } from './problem-panel';
import { useCodeDraft } from './drafts/use-code-draft';
import { useEditorShortcuts } from './use-editor-shortcuts';
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
  const draft = useCodeDraft(userId, problem.id);
  const { run, result } = useRunTests(problem.id);
  const submitFlow = useSubmitFlow(problem.id, problem.totalTests, contestIdFor);
  const [tab, setTab] = useState<BottomTab>('tests');
  const [show, setShow] = useState<'run' | 'submit' | null>(null);
  const [collapsed, setCollapsed] = useState(false);
  const bottomRef = usePanelRef();

  const openTab = (next: BottomTab) => {
    setTab(next);
    if (bottomRef.current?.isCollapsed()) bottomRef.current.expand();
  };
  const onRun = () => {
    const { code, language } = draft.current();
    if (code.trim() === '') return;
    draft.flush();
    run(code, language);
    setShow('run');
    openTab('results');
  };
  const onSubmit = () => {
    const { code, language } = draft.current();
    if (code.trim() === '' || submitFlow.busy) return;
    draft.flush();
    void submitFlow.submit(code, language);
    setShow('submit');
    openTab('results');
  };
  useEditorShortcuts({ run: onRun, submit: onSubmit });

  return (
    <Group orientation="horizontal" className="min-h-0 flex-1">
      <Panel defaultSize="40%" minSize="30%" maxSize="65%">
        <ProblemPanel problem={problem} userId={userId} code={draft.code} currentCode={draft.current} />
      </Panel>
      <Separator className="w-1.5 bg-slate-200 transition-colors hover:bg-indigo-400 dark:bg-slate-800 dark:hover:bg-indigo-500" />
      <Panel minSize="35%">
        <div className="flex h-full flex-col bg-white dark:bg-slate-900">
          <EditorToolbar
            language={draft.language}
            onLanguageChange={draft.setLanguage}
            onRun={onRun}
            onSubmit={onSubmit}
            running={result.isPending}
            submitting={submitFlow.busy}
            ready={draft.ready}
            saveStatus={draft.saveStatus}
          />
          {draft.restoredFrom && (
            <div className="px-3 pt-2">
              <Alert tone="info">
                Restored your last submitted code ({relativeTime(draft.restoredFrom)}).
              </Alert>
            </div>
          )}
          <Group orientation="vertical" className="min-h-0 flex-1">
            <Panel minSize={80}>
              {draft.ready ? (
                <CodeEditor value={draft.code} language={draft.language} onChange={draft.setCode} />
              ) : (
                <div className="flex h-full items-center justify-center">
                  <Spinner className="h-6 w-6" label="Loading your code" />
                </div>
              )}
            </Panel>
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
              <BottomPanel
                tab={tab}
                onTabChange={openTab}
                collapsed={collapsed}
                onToggle={() => (collapsed ? bottomRef.current?.expand() : bottomRef.current?.collapse())}
                testCases={problem.testCases}
                results={{
                  show,
                  run: { status: result.status, data: result.data, error: result.error },
                  submit: submitFlow.state,
                }}
                custom={{ code: draft.code, language: draft.language, problemId: problem.id }}
              />
            </Panel>
          </Group>
        </div>
      </Panel>
    </Group>
  );
}
