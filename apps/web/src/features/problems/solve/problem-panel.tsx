/**
 * The left panel: the statement, the Hints tab and the AI Power tab. The panels stay mounted when hidden,
 * so a review being typed or a hint just revealed is still there on coming back.
 */
import type { LanguageId, Problem } from '@codeconquer/contracts';
import { Lightbulb, Sparkles } from 'lucide-react';
import { memo, useState } from 'react';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { TabView } from '@/components/ui/tabs';
import type { MessageId } from '@/i18n/message-id';
import { useLocale, useT } from '@/i18n/use-t';
import { NARROW_TAB_BAR } from './solve-layout';
import { formatPercent } from '../shared/format';
import { ProblemStatement } from '../shared/problem-statement';
import { AiPowerTab } from './ai-power-tab';
import { HintsTab } from './hints-tab';
import { numberFormat } from '@/lib/intl-formats';

const TABS = [
  { key: 'description', labelId: 'problems.detail.tab.description', icon: null },
  { key: 'hints', labelId: 'problems.solve.tab.hints', icon: Lightbulb },
  { key: 'ai', labelId: 'problems.solve.tab.ai', icon: Sparkles },
] as const satisfies readonly { key: string; labelId: MessageId; icon: typeof Lightbulb | null }[];
type TabKey = (typeof TABS)[number]['key'];

type Props = {
  problem: Problem;
  userId: string;
  /** The editor's code as last rendered. */
  code: string;
  /** The editor's code and language this instant. */
  currentCode: () => { code: string; language: LanguageId };
};

export function ProblemPanel({ problem, userId, code, currentCode }: Props) {
  const t = useT();
  const [tab, setTab] = useState<TabKey>('description');
  const tabs = TABS.map(({ key, labelId, icon: Icon }) => ({
    key,
    label: Icon ? (
      <>
        <Icon size={14} aria-hidden="true" /> {t(labelId)}
      </>
    ) : (
      t(labelId)
    ),
  }));
  return (
    <TabView
      tabs={tabs}
      active={tab}
      onChange={setTab}
      label={t('problems.solve.panel')}
      keepMounted
      className="h-full bg-white dark:bg-slate-900"
      barClassName={`h-10 shrink-0 px-2 ${NARROW_TAB_BAR}`}
      panelClassName="p-5 max-md:p-4"
      panels={{
        description: <DescriptionTab problem={problem} />,
        hints: <HintsTab problem={problem} userId={userId} currentCode={currentCode} />,
        ai: <AiPowerTab problemId={problem.id} userId={userId} code={code} currentCode={currentCode} />,
      }}
    />
  );
}

/** The statement; memoised, as the panel renders again with each keystroke in the editor. */
const DescriptionTab = memo(function DescriptionTab({ problem }: { problem: Problem }) {
  const t = useT();
  const { locale } = useLocale();
  const number = numberFormat(locale);
  return (
    <>
      <h2 className="text-xl font-bold text-slate-900 dark:text-slate-100">{problem.title}</h2>
      <div className="mt-2 mb-5 flex flex-wrap items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
        <DifficultyBadge difficulty={problem.difficulty} />
        <span>{t('problems.list.acceptance', { rate: formatPercent(problem.acceptanceRate, locale) })}</span>
        <span>{t('problems.solve.timeLimit', { limit: number.format(problem.timeLimit) })}</span>
        <span>{t('problems.solve.memoryLimit', { limit: number.format(problem.memoryLimit) })}</span>
      </div>
      <ProblemStatement problem={problem} />
    </>
  );
});
