/**
 * One content block of a statement as a problem page shows it (text, constraints, an image, the author).
 * The problem page and the admin's live preview both render blocks with it, so the preview is the page.
 */
import type { ContentBlock } from '@codeconquer/contracts';
import { useT } from '@/i18n/use-t';
import { imageSource } from './image-source';
import { Markdown } from './markdown';

export function StatementBlock({ block }: { block: ContentBlock }) {
  const t = useT();
  switch (block.type) {
    case 'text':
      return <Markdown>{block.value}</Markdown>;
    case 'constraints':
      return (
        <section aria-label={t('problems.statement.constraints')}>
          <h2 className="mb-1 font-semibold text-slate-900 dark:text-slate-100">
            {t('problems.statement.constraints')}
          </h2>
          <Markdown>{block.value}</Markdown>
        </section>
      );
    case 'image':
      return (
        <img
          src={imageSource(block.value)}
          alt={t('problems.statement.illustration')}
          className="max-w-full rounded-lg"
        />
      );
    case 'author':
      return (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('problems.statement.author', { author: block.value })}
        </p>
      );
  }
}
