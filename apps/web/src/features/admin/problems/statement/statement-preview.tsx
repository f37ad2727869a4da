/**
 * The statement as users will see it, beside the text being typed: the same Markdown component as the
 * problem page (KaTeX included) over the same blocks (the contracts' statementBlocks, which the server uses to store it). It follows the typing at a
 * lower priority (useDeferredValue), so a long statement full of formulas never slows the keys down.
 */
import { useDeferredValue, useId } from 'react';
import { statementBlocks, statementImageUrl } from '@codeconquer/contracts';
import { StatementBlock } from '@/components/markdown/statement-block';
import { useT } from '@/i18n/use-t';

export function StatementPreview({ statement, problemId }: { statement: string; problemId: string }) {
  const t = useT();
  const shown = useDeferredValue(statement);
  const blocks = statementBlocks(shown, (file) => statementImageUrl(problemId, file));
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-h-64 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2
        id={headingId}
        className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {t('admin.preview')}
      </h2>
      {blocks.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('admin.nothingToShow')}</p>
      ) : (
        <div className="space-y-4">
          {blocks.map((block, index) => (
            <StatementBlock key={index} block={block} />
          ))}
        </div>
      )}
    </section>
  );
}
