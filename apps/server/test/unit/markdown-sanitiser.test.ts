/**
 * The Markdown renderer against hostile text (docs/rendering.md): every payload of the shared list is
 * rendered and its HTML parsed the way a browser parses it (parse5, the HTML standard's parser), then
 * checked: only allowed elements, no event handler, links only to http(s) or mail, images only from our
 * uploads, inline styles only on KaTeX's own spans and never reaching far, each render under 200 ms.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/rendering/markdown';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';
<<<<<<< HEAD
import { faults } from '../helpers/html-faults';
=======

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const HTML = 'http://www.w3.org/1999/xhtml';
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const SVG = 'http://www.w3.org/2000/svg';

const HTML_ELEMENTS = new Set(
  'a blockquote br code del em h1 h2 h3 h4 h5 h6 hr img input li ol p pre section span strong sup table thead tbody tr th td ul'.split(
    ' ',
  ),
);
/** KaTeX's MathML (inside span.katex-mathml) and its SVG (stretchy arrows, roots; inside span.katex-html). */
const MATHML_ELEMENTS = new Set(
  'math semantics annotation mrow mi mn mo ms mtext mspace msup msub msubsup mfrac msqrt mroot mstyle mtable mtr mtd mover munder munderover mpadded mphantom menclose'.split(
    ' ',
  ),
);
const SVG_ELEMENTS = new Set(['svg', 'path', 'line']);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'background',
  'cite',
  'srcset',
]);
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
/** Lengths in a formula's output stay near its place (the renderer's MAX_FORMULA_EM). */
const MAX_EM = 100;

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function classes(element: Element): string[] {
  return (attribute(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

function elements(root: Node): { element: Element; ancestors: Element[] }[] {
  const found: { element: Element; ancestors: Element[] }[] = [];
  const walk = (node: Node, ancestors: Element[]) => {
    if (!('childNodes' in node)) return;
    const self = 'tagName' in node ? [node] : [];
    if ('tagName' in node) found.push({ element: node, ancestors });
    const children = 'content' in node && node.content ? node.content.childNodes : node.childNodes;
    for (const child of children) walk(child, [...ancestors, ...self]);
  };
  walk(root, []);
  return found;
}

/** What is wrong with a rendered text, one line per fault; empty when it is safe. */
function faults(html: string): string[] {
  const problems: string[] = [];
  for (const { element, ancestors } of elements(parseFragment(html))) {
    const name = element.tagName;
    const inside = (className: string) => ancestors.some((ancestor) => classes(ancestor).includes(className));
    const where = `<${name}>`;
    if (element.namespaceURI === HTML) {
      if (!HTML_ELEMENTS.has(name)) problems.push(`element ${where}`);
    } else if (element.namespaceURI === MATHML) {
      if (!MATHML_ELEMENTS.has(name) || !inside('katex-mathml')) problems.push(`MathML ${where}`);
    } else if (element.namespaceURI === SVG) {
      if (!SVG_ELEMENTS.has(name) || !inside('katex-html')) problems.push(`SVG ${where}`);
    } else problems.push(`foreign ${where}`);

    for (const { name: attr, value } of element.attrs) {
      if (attr.toLowerCase().startsWith('on')) problems.push(`${attr} on ${where}`);
      if (URL_ATTRIBUTES.has(attr)) {
        // The browser's own URL parser: it trims spaces and control characters and drops tabs and
        // newlines, so `java&#9;script:` is caught as the browser would read it.
        let scheme: string;
        try {
          scheme = new URL(value, 'https://codeconquer.test/discuss/1').protocol;
        } catch {
          scheme = 'unparsable:';
        }
        if (!ALLOWED_SCHEMES.has(scheme)) problems.push(`${attr}="${value}" (${scheme}) on ${where}`);
        if (name === 'img' && attr === 'src' && !value.startsWith('/uploads/'))
          problems.push(`image from ${value}`);
        if (attr === 'srcset') problems.push(`srcset on ${where}`);
      }
      if (attr === 'style') {
        const katexOwn =
          name === 'span' &&
          (classes(element).includes('katex-error') || inside('katex') || inside('katex-display'));
        if (!katexOwn) problems.push(`style on ${where} outside KaTeX`);
        if (/url\s*\(|expression|javascript|position|@import|\\/i.test(value))
          problems.push(`style "${value}" on ${where}`);
        for (const match of value.matchAll(/(-?\d*\.?\d+)em/g))
          if (Math.abs(Number(match[1])) > MAX_EM) problems.push(`style "${value}" reaches far`);
      }
      // Class names are the renderer's words (hljs-…, katex…, language-cpp), never text a user wrote.
      if (attr === 'class' && !/^[\w\s+#.-]*$/.test(value)) problems.push(`class="${value}" on ${where}`);
      if (attr === 'id' && !value.startsWith('user-content-')) problems.push(`id="${value}" unprefixed`);
      if (attr === 'name' && !value.startsWith('user-content-')) problems.push(`name="${value}" unprefixed`);
    }
    if (
      name === 'input' &&
      (attribute(element, 'type') !== 'checkbox' || attribute(element, 'disabled') === undefined)
    )
      problems.push('an enabled input');
    if (name === 'img' && attribute(element, 'src') === undefined) problems.push('an image without src');
  }
  return problems;
}
>>>>>>> xss

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
    expect(html).toContain('<span class="katex-display">');
    expect(html).not.toContain('katex-error');
    expect(faults(html)).toEqual([]);
  });

  it('renders a table', () => {
    const html = renderMarkdown('| n | answer |\n| --- | --- |\n| 1 | 2 |');
    expect(html).toMatch(/<table>[\s\S]*<th>n<\/th>[\s\S]*<td>2<\/td>[\s\S]*<\/table>/);
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
