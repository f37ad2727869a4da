/**
 * The panel under the editor: Test Cases, Results and Custom Input. Its tab bar is the 40 px that stays
 * when it is collapsed; choosing a tab opens it again. Panels stay mounted so typed input survives.
 */
import type { LanguageId, TestCase } from '@codeconquer/contracts';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { TabView } from '@/components/ui/tabs';
import { useT } from '@/i18n/use-t';
import { NARROW_TAB_BAR } from './solve-layout';
import { CustomInputTab } from './custom-input-tab';
import { ResultsTab, type RunView } from './results-tab';
import { TestCasesTab } from './test-cases-tab';
import type { SubmitState } from './use-submit-flow';

export const BOTTOM_TABS = [
  { key: 'tests', labelId: 'problems.solve.tab.tests' },
  { key: 'results', labelId: 'problems.solve.tab.results' },
  { key: 'custom', labelId: 'problems.solve.tab.custom' },
] as const;
export type BottomTab = (typeof BOTTOM_TABS)[number]['key'];

type Props = {
  tab: BottomTab;
  onTabChange: (tab: BottomTab) => void;
  collapsed: boolean;
  /** Collapse or expand (a wide screen's resizable panel); none on a phone, where it is a whole view. */
  onToggle?: (() => void) | undefined;
  testCases: TestCase[];
  results: {
    show: 'run' | 'submit' | null;
    run: RunView;
    submit: SubmitState;
    onUseInput?: (input: string) => void;
  };
  custom: {
    code: string;
    language: LanguageId;
    problemId: string;
    input: string;
    onInputChange: (input: string) => void;
  };
};

export function BottomPanel({ tab, onTabChange, collapsed, onToggle, testCases, results, custom }: Props) {
  const t = useT();
  return (
    <TabView
      tabs={BOTTOM_TABS.map((entry) => ({ key: entry.key, label: t(entry.labelId) }))}
      active={tab}
      onChange={onTabChange}
      label={t('problems.solve.testPanel')}
      keepMounted
      collapsed={collapsed}
      className="h-full bg-white dark:bg-slate-900"
      barClassName={`h-10 shrink-0 px-2 ${NARROW_TAB_BAR}`}
      panelClassName="p-3"
      trailing={
        onToggle && (
          <button
            type="button"
            onClick={onToggle}
            aria-label={collapsed ? t('problems.solve.expand') : t('problems.solve.collapse')}
            aria-expanded={!collapsed}
            className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-slate-200"
          >
            {collapsed ? <ChevronUp size={18} /> : <ChevronDown size={18} />}
          </button>
        )
      }
      panels={{
        tests: <TestCasesTab testCases={testCases} />,
        results: <ResultsTab {...results} />,
        custom: <CustomInputTab {...custom} />,
      }}
    />
  );
}
