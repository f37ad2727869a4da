/**
 * The panel under the editor: Test Cases, Results and Custom Input. Its tab bar is the 40 px that stays
 * when it is collapsed; choosing a tab opens it again. Panels stay mounted so typed input survives.
 */
import type { LanguageId, TestCase } from '@codeconquer/contracts';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { TabPanel, Tabs, useTabIds } from '@/components/ui/tabs';
import { CustomInputTab } from './custom-input-tab';
import { ResultsTab, type RunView } from './results-tab';
import { TestCasesTab } from './test-cases-tab';
import type { SubmitState } from './use-submit-flow';

export const BOTTOM_TABS = [
  { key: 'tests', label: 'Test Cases' },
  { key: 'results', label: 'Results' },
  { key: 'custom', label: 'Custom Input' },
] as const;
export type BottomTab = (typeof BOTTOM_TABS)[number]['key'];

type Props = {
  tab: BottomTab;
  onTabChange: (tab: BottomTab) => void;
  collapsed: boolean;
  onToggle: () => void;
  testCases: TestCase[];
  results: { show: 'run' | 'submit' | null; run: RunView; submit: SubmitState };
  custom: { code: string; language: LanguageId; problemId: string };
};

export function BottomPanel({ tab, onTabChange, collapsed, onToggle, testCases, results, custom }: Props) {
  const ids = useTabIds();
  return (
    <div className="flex h-full flex-col bg-white dark:bg-slate-900">
      <Tabs
        tabs={BOTTOM_TABS}
        active={tab}
        onChange={onTabChange}
        label="Test panel"
        ids={ids}
        className="h-10 shrink-0 px-2"
        trailing={
          <button
            type="button"
            onClick={onToggle}
            aria-label={collapsed ? 'Expand panel' : 'Collapse panel'}
            aria-expanded={!collapsed}
            className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-slate-200"
          >
            {collapsed ? <ChevronUp size={18} /> : <ChevronDown size={18} />}
          </button>
        }
      />
      <div className="min-h-0 flex-1 overflow-auto" hidden={collapsed}>
        {BOTTOM_TABS.map(({ key }) => (
          <div key={key} hidden={key !== tab}>
            <TabPanel id={key} ids={ids} className="p-3">
              {key === 'tests' && <TestCasesTab testCases={testCases} />}
              {key === 'results' && <ResultsTab {...results} />}
              {key === 'custom' && <CustomInputTab {...custom} />}
            </TabPanel>
          </div>
        ))}
      </div>
    </div>
  );
}
