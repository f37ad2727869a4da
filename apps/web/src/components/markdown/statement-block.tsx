/**
 * One content block of a statement as a problem page shows it (text, constraints, an image, the author).
 * The problem page and the admin's live preview both render blocks with it, so the preview is the page.
 */
import type { ContentBlock } from '@codeconquer/contracts';
import { imageSource } from './image-source';
import { Markdown } from './markdown';

export function StatementBlock({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'text':
      return <Markdown>{block.value}</Markdown>;
    case 'constraints':
      return (
        <section aria-label="Constraints">
          <h2 className="mb-1 font-semibold text-slate-900 dark:text-slate-100">Constraints</h2>
          <Markdown>{block.value}</Markdown>
        </section>
      );
    case 'image':
      return (
        <img src={imageSource(block.value)} alt="Problem illustration" className="max-w-full rounded-lg" />
      );
    case 'author':
      return <p className="text-xs text-slate-500 dark:text-slate-400">Author: {block.value}</p>;
  }
}
