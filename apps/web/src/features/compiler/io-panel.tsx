/** The tabs beside the editor: the program's Input, its Output and the AI Review. */
import { useId } from 'react';
import { TabView } from '@/components/ui/tabs';
import { useT } from '@/i18n/use-t';
import { OutputPanel, type RunState } from './output-panel';
import { ReviewPanel, type ReviewState } from './review-panel';

export const IO_TABS = [
  { key: 'input', labelId: 'compiler.tab.input' },
  { key: 'output', labelId: 'compiler.tab.output' },
  { key: 'review', labelId: 'compiler.tab.review' },
] as const;
export type IoTab = (typeof IO_TABS)[number]['key'];

type Props = {
  tab: IoTab;
  onTabChange: (tab: IoTab) => void;
  input: string;
  onInputChange: (input: string) => void;
  run: RunState;
  review: ReviewState;
};

export function IoPanel({ tab, onTabChange, input, onInputChange, run, review }: Props) {
  const t = useT();
  const inputId = useId();
  return (
    <TabView
      tabs={IO_TABS.map((tab) => ({ key: tab.key, label: t(tab.labelId) }))}
      active={tab}
      onChange={onTabChange}
      label={t('compiler.tab.label')}
      className="h-full"
      barClassName="px-2"
      panelClassName="p-4"
      panels={{
        input: (
          <>
            <label htmlFor={inputId} className="sr-only">
              {t('compiler.input.label')}
            </label>
            <textarea
              id={inputId}
              value={input}
              onChange={(event) => onInputChange(event.target.value)}
              placeholder={t('compiler.input.placeholder')}
              spellCheck={false}
              className="h-full min-h-64 w-full resize-none rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-900 outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
            />
          </>
        ),
        output: <OutputPanel run={run} />,
        review: <ReviewPanel review={review} />,
      }}
    />
  );
}
