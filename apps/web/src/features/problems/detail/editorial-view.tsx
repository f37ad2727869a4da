/**
 * An editorial as readers see it: the server's HTML (components/markdown/rendered-html.tsx), then the
 * reference code the admin picked, one tab per language.
 */
import { languageInfo, type Editorial, type LanguageId } from '@codeconquer/contracts';
import { useState, type ReactNode } from 'react';
import { RenderedHtml } from '@/components/markdown/rendered-html';
import { TabView } from '@/components/ui/tabs';
import { useT } from '@/i18n/use-t';

export function EditorialView({ editorial }: { editorial: Editorial }) {
  const t = useT();
  return (
    <article className="space-y-6" aria-label={t('problems.editorial.label')}>
      <RenderedHtml html={editorial.bodyHtml} />
      {editorial.solutions.length > 0 && <ReferenceCode solutions={editorial.solutions} />}
    </article>
  );
}

function ReferenceCode({ solutions }: { solutions: Editorial['solutions'] }) {
  const t = useT();
  const [active, setActive] = useState<LanguageId>(solutions[0]?.language ?? 'cpp');
  const tabs = solutions.map((solution) => ({
    key: solution.language,
    label: languageInfo(solution.language).label,
  }));
  const panels = Object.fromEntries(
    solutions.map((solution) => [
      solution.language,
      <pre
        key={solution.name}
        className="overflow-x-auto rounded-lg bg-slate-100 p-3 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-100"
      >
        <code>{solution.code}</code>
      </pre>,
    ]),
  ) as Record<LanguageId, ReactNode>;
  return (
    <section className="space-y-2">
      <h2 className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('problems.editorial.referenceCode')}
      </h2>
      <TabView
        tabs={tabs}
        active={active}
        onChange={setActive}
        label={t('problems.editorial.referenceCode')}
        panelClassName="pt-3"
        panels={panels}
      />
    </section>
  );
}
