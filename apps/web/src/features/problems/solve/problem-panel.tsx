/** The left panel: the statement, and the Hints and AI Power tabs (their features arrive separately). */
import type { Problem } from '@codeconquer/contracts';
import { Lightbulb, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { formatPercent } from '../shared/format';
import { ProblemStatement } from '../shared/problem-statement';
import { TabPanel, Tabs, useTabIds } from '../shared/tabs';

const TABS = [
  { key: 'description', label: 'Description' },
  {
    key: 'hints',
    label: (
      <>
        <Lightbulb size={14} aria-hidden="true" /> Hints
      </>
    ),
  },
  {
    key: 'ai',
    label: (
      <>
        <Sparkles size={14} aria-hidden="true" /> AI Power
      </>
    ),
  },
] as const;
type TabKey = (typeof TABS)[number]['key'];

export function ProblemPanel({ problem }: { problem: Problem }) {
  const [tab, setTab] = useState<TabKey>('description');
  const ids = useTabIds();
  return (
    <div className="flex h-full flex-col bg-white dark:bg-slate-900">
      <Tabs
        tabs={TABS}
        active={tab}
        onChange={setTab}
        label="Problem panel"
        ids={ids}
        className="h-10 shrink-0 px-2"
      />
      <TabPanel id={tab} ids={ids} className="min-h-0 flex-1 overflow-auto p-5">
        {tab === 'description' && (
          <>
            <h1 className="text-xl font-bold text-slate-900 dark:text-slate-100">{problem.title}</h1>
            <div className="mt-2 mb-5 flex flex-wrap items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
              <DifficultyBadge difficulty={problem.difficulty} />
              <span>Acceptance {formatPercent(problem.acceptanceRate)}</span>
              <span>Time limit {problem.timeLimit} s</span>
              <span>Memory limit {problem.memoryLimit} MB</span>
            </div>
            <ProblemStatement problem={problem} />
          </>
        )}
        {tab === 'hints' && (
          <ComingSoon title="Hints are coming soon">
            Reveal the setter's hint and an AI hint for tokens when you are stuck.
          </ComingSoon>
        )}
        {tab === 'ai' && (
          <ComingSoon title="AI Power is coming soon">
            Get an AI review of your code for this problem.
          </ComingSoon>
        )}
      </TabPanel>
    </div>
  );
}

function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="font-medium text-slate-700 dark:text-slate-200">{title}</p>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{children}</p>
    </div>
  );
}
