/**
 * A problem's statement as the server rendered it when the problem was stored: its blocks' HTML, with the
 * labels the HTML leaves to the page (the Constraints heading, "Author:", the illustration's name) in the
 * reader's language. The problem page and the admin's preview both show statements with it, so the
 * preview is the page. Under the page's h1 (the title), the Constraints heading is an h2 like the text's.
 */
import type { RenderedBlock } from '@codeconquer/contracts';
import { STATEMENT_TEXT_CLASSES } from '@codeconquer/contracts/statement-prose';
import { useT } from '@/i18n/use-t';
import { RenderedHtml } from './rendered-html';

export function RenderedStatement({ blocks }: { blocks: readonly RenderedBlock[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block, index) => (
        <StatementBlock key={index} block={block} />
      ))}
    </div>
  );
}

function StatementBlock({ block }: { block: RenderedBlock }) {
  const t = useT();
  switch (block.type) {
    case 'text':
      return <RenderedHtml html={block.html} className={STATEMENT_TEXT_CLASSES} />;
    case 'constraints':
      return (
        <section aria-label={t('problems.statement.constraints')}>
          <h2 className="mt-5 mb-2 text-base font-semibold text-slate-900 dark:text-slate-100">
            {t('problems.statement.constraints')}
          </h2>
          <RenderedHtml html={block.html} />
        </section>
      );
    case 'image':
      // The <img> is the server's (alt=""): the block is named here, in the reader's language.
      return <RenderedHtml html={block.html} role="img" label={t('problems.statement.illustration')} />;
    case 'author':
      return (
        <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="statement-author">
          {t.rich('problems.statement.author', { author: <RenderedHtml html={block.html} inline /> })}
        </p>
      );
  }
}
