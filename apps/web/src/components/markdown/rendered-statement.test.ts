/**
 * The statement's blocks as the server stored them, with the page's labels in the reader's language: the
 * HTML comes without any (no "Constraints", "Author:" or illustration name), so each locale's catalogue
 * supplies them, under the page's h1 at the same heading level as before (h2).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { RenderedBlock } from '@codeconquer/contracts';
import en from '@/i18n/messages/en';
import ptBR from '@/i18n/messages/pt-BR';
import { RenderedStatement } from './rendered-statement';

const BLOCKS: RenderedBlock[] = [
  { type: 'text', html: '<h2>Story</h2>\n<p>Add <em>two</em> numbers.</p>' },
  { type: 'constraints', html: '<ul>\n<li>1 ≤ n</li>\n</ul>' },
  { type: 'image', html: '<img src="/uploads/problems/p/figure.png" alt="">' },
  { type: 'author', html: 'Ada &lt;Lovelace&gt;' },
];

function render(locale: string, messages: Record<string, string>, blocks = BLOCKS): string {
  return renderToStaticMarkup(
    createElement(IntlProvider, { locale, messages }, createElement(RenderedStatement, { blocks })),
  );
}

describe('RenderedStatement', () => {
  it('inserts each block’s HTML and labels the blocks in English', () => {
    const html = render('en', en);
    expect(html).toContain('<h2>Story</h2>\n<p>Add <em>two</em> numbers.</p>');
    expect(html).toMatch(/<section aria-label="Constraints"><h2[^>]*>Constraints<\/h2><div[^>]*><ul>/);
    expect(html).toMatch(
      /<div[^>]*role="img" aria-label="Problem illustration"><img src="\/uploads\/problems\/p\/figure.png" alt=""/,
    );
    // The author's name stays the escaped text the server stored.
    expect(html).toMatch(
      /<p[^>]*data-testid="statement-author">Author: <span>Ada &lt;Lovelace&gt;<\/span><\/p>/,
    );
  });

  it('labels them in Brazilian Portuguese from its catalogue', () => {
    const html = render('pt-BR', ptBR);
    expect(html).toMatch(/<section aria-label="Restrições"><h2[^>]*>Restrições<\/h2>/);
    expect(html).toContain('aria-label="Ilustração do problema"');
    expect(html).toContain('Autor: <span>Ada &lt;Lovelace&gt;</span>');
    expect(html).not.toMatch(/Constraints|Author|illustration/);
  });

  it('keeps a plain statement’s line breaks', () => {
    const html = render('en', en, [{ type: 'text', html: '<p class="statement-plain">a\nb</p>' }]);
    expect(html).toContain('[&amp;_.statement-plain]:whitespace-pre-line');
    expect(html).toContain('<p class="statement-plain">a\nb</p>');
  });
});
