/**
 * The Markdown renderer against hostile text (docs/rendering.md): every payload of the shared list is
 * rendered and its HTML parsed the way a browser parses it (parse5, the HTML standard's parser), then
 * checked: only allowed elements, no event handler, links only to http(s) or mail, images only from our
 * uploads, inline styles only on KaTeX's own spans and never reaching far, each render under 200 ms.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/rendering/markdown';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';
import { faults } from '../helpers/html-faults';

describe('rendering hostile Markdown', () => {
  beforeAll(() => {
    // The first render compiles the pipeline and loads KaTeX's and highlight.js's tables.
    renderMarkdown('# a\n\n$x$ and `b`\n\n```cpp\nint x;\n```');
  });

  it('has a list of at least 40 payloads with distinct names', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.name)).size).toBe(XSS_PAYLOADS.length);
  });

  it.each(XSS_PAYLOADS)('leaves nothing active of $name, in under 200 ms', ({ markdown }) => {
    const started = performance.now();
    const html = renderMarkdown(markdown);
    const elapsed = performance.now() - started;
    expect(faults(html)).toEqual([]);
    expect(elapsed).toBeLessThan(200);
  });

  it('finds what it looks for (the checker itself, on hand-written HTML)', () => {
    expect(faults('<script>alert(1)</script>')).toEqual(['element <script>']);
    expect(faults('<a href=" java&#9;script:alert(1)">x</a>')[0]).toMatch(/javascript:/);
    expect(faults('<a href="irc://x">x</a>')[0]).toMatch(/irc:/);
    expect(faults('<img src="https://evil.example/x.png">')).toEqual([
      'image from https://evil.example/x.png',
    ]);
    expect(faults('<p onclick="x" style="color:red">x</p>')).toEqual([
      'onclick on <p>',
      'style on <p> outside KaTeX',
    ]);
    expect(faults('<code class="language-&quot;>x">x</code>')).toEqual(['class="language-">x" on <code>']);
    expect(faults('<svg><path d=""/></svg>')).toEqual(['SVG <svg>', 'SVG <path>']);
    expect(faults('<span class="katex"><span style="margin-right:-10000em"></span></span>')).toEqual([
      'style "margin-right:-10000em" reaches far',
    ]);
  });
});

describe('rendering ordinary Markdown', () => {
  it('keeps a code block, highlighted', () => {
    const html = renderMarkdown('```cpp\nint main() { return 0; }\n```');
    expect(html).toContain('<code class="hljs language-cpp">');
    expect(html).toContain('<span class="hljs-type">int</span>');
    expect(html).toContain('return');
  });

  it('renders math with KaTeX', () => {
    const html = renderMarkdown('Let $n \\le 10^5$.\n\n$$\n\\sum_{i=1}^{n} a_i\n$$');
    expect(html).toContain('<span class="katex">');
    expect(html).toContain('<span class="katex-display" tabindex="0">');
    expect(html).not.toContain('katex-error');
    expect(faults(html)).toEqual([]);
  });

  it('displays `$$…$$` written on one line alone in its paragraph, and keeps it inline within text', () => {
    expect(renderMarkdown('$$\\sum_{i=1}^{n} i$$')).toMatch(/^<span class="katex-display"/);
    expect(renderMarkdown('Sum $$\\sum i$$ here')).not.toContain('katex-display');
    expect(renderMarkdown('$x$')).not.toContain('katex-display');
  });

  it('renders a table', () => {
    const html = renderMarkdown('| n | answer |\n| --- | --- |\n| 1 | 2 |');
    expect(html).toMatch(/<table tabindex="0">[\s\S]*<th>n<\/th>[\s\S]*<td>2<\/td>[\s\S]*<\/table>/);
  });

  it('lets the keyboard reach what may scroll sideways: code blocks, tables, displayed formulas', () => {
    const html = renderMarkdown(
      '```cpp\nint x;\n```\n\n| a |\n| - |\n| 1 |\n\n$$\nx^2\n$$\n\nText with `code` and $y$.',
    );
    expect(html.match(/tabindex="0"/g)).toHaveLength(3);
    expect(html).toMatch(/^<pre tabindex="0"><code/);
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<span class="katex-display" tabindex="0">');
  });

  it('keeps an image from our own uploads', () => {
    expect(renderMarkdown('![graph](/uploads/ab/graph.png)')).toBe(
      '<p><img src="/uploads/ab/graph.png" alt="graph" loading="lazy"></p>',
    );
  });

  it('keeps an https link, marked nofollow', () => {
    expect(renderMarkdown('[docs](https://example.com/a?b=1)')).toBe(
      '<p><a href="https://example.com/a?b=1" rel="nofollow ugc noopener noreferrer">docs</a></p>',
    );
  });

  it('keeps a sample input row of numbers, a mail link and a moderately nested list', () => {
    const row = Array.from({ length: 100 }, (_, index) => index).join(' ');
    expect(renderMarkdown(`${row}\n`)).toBe(`<p>${row}</p>`);
    expect(renderMarkdown('<mailto:a@example.com>')).toContain('href="mailto:a@example.com"');
    const list = Array.from({ length: 8 }, (_, depth) => `${'  '.repeat(depth)}- item ${depth}`).join('\n');
    expect(renderMarkdown(list).match(/<ul>/g)).toHaveLength(8);
  });

  it('shows text nested too deeply to render as its escaped source, quickly', () => {
    const started = performance.now();
    const html = renderMarkdown(`${'> '.repeat(5000)}<b>x</b>`);
    expect(performance.now() - started).toBeLessThan(200);
    expect(html.startsWith('<pre class="markdown-source">&gt; &gt; ')).toBe(true);
    expect(html.endsWith('&lt;b&gt;x&lt;/b&gt;</pre>')).toBe(true);
  });
});
