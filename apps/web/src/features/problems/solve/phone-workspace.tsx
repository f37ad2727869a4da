/**
 * The solve editor on a phone (below 768 px, solve-layout.ts): one view at a time, Problem (the statement,
 * Hints, AI Power), Code (the language over the editor) and Result (Test Cases, Results, Custom Input),
 * with Run and Submit in a bar at the bottom that every view keeps. Every view stays mounted, so the code,
 * typed input and a review survive a switch; each scrolls on its own, so nothing is cut off at the side.
 */
import type { ReactNode } from 'react';
import { TabView } from '@/components/ui/tabs';
import { useT } from '@/i18n/use-t';
import { ACTION_BAR } from './solve-layout';

export const PHONE_VIEWS = [
  { key: 'problem', labelId: 'problems.solve.view.problem' },
  { key: 'code', labelId: 'problems.solve.view.code' },
  { key: 'result', labelId: 'problems.solve.view.result' },
] as const;
export type PhoneView = (typeof PHONE_VIEWS)[number]['key'];

/** Tabs a thumb can hit: 44 px tall at least (WCAG 2.5.5), the three sharing the width. */
export const PHONE_TAB_BAR =
  'h-12 shrink-0 px-1 [&_[role=tab]]:min-h-11 [&_[role=tab]]:flex-1 [&_[role=tab]]:justify-center';

type Props = {
  view: PhoneView;
  onView: (view: PhoneView) => void;
  problem: ReactNode;
  /** Above the code: the language and the save status, and any notice. */
  codeBar: ReactNode;
  editor: ReactNode;
  result: ReactNode;
  /** Run and Submit. */
  actions: ReactNode;
};

export function PhoneWorkspace({ view, onView, problem, codeBar, editor, result, actions }: Props) {
  const t = useT();
  return (
    <div data-testid="solve-phone" className="flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden">
      <TabView
        tabs={PHONE_VIEWS.map((entry) => ({ key: entry.key, label: t(entry.labelId) }))}
        active={view}
        onChange={onView}
        label={t('problems.solve.views')}
        keepMounted
        className="min-h-0 flex-1 bg-white dark:bg-slate-900"
        barClassName={PHONE_TAB_BAR}
        panels={{
          problem,
          code: (
            <div className="flex h-full flex-col">
              <div className="shrink-0 space-y-2 border-b border-slate-200 px-2 py-1.5 dark:border-slate-700">
                {codeBar}
              </div>
              <div data-testid="solve-code-area" className="min-h-0 flex-1">
                {editor}
              </div>
            </div>
          ),
          result,
        }}
      />
      <div
        data-testid="solve-actions"
        className="flex shrink-0 items-center justify-end border-t border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
        style={{ height: ACTION_BAR.height, paddingInline: ACTION_BAR.padding }}
      >
        {actions}
      </div>
    </div>
  );
}
