/**
 * User-written Markdown (discussion posts, editorials) to HTML, once, on the server
 * (docs/rendering.md). The browser shows the result as it is and never renders Markdown itself.
 *
 * The pipeline (unified): Markdown with GitHub's extensions and `$…$` / `$$…$$` math → an HTML tree
 * with raw HTML dropped (remark-rehype keeps none unless asked) → rehype-sanitize's allow-list (GitHub's
 * schema: no script, no event handler, links and images only over http(s) or mailto) → images only from
 * our own uploads, links marked nofollow → KaTeX for the math and highlight.js classes for code → HTML.
 * KaTeX and highlight.js run after the sanitiser because their output is built from text, never taken
 * from it: KaTeX runs with `trust: false` (no `\href`, `\url`, `\htmlClass`…) and bounded expansion.
 */
import type { Element, Root } from 'hast';
import type { Code, Nodes as MarkdownNode, Root as MarkdownRoot } from 'mdast';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import java from 'highlight.js/lib/languages/java';
import python from 'highlight.js/lib/languages/python';

/** Where the images a text may show live: the server's own uploads, never another site. */
const OWN_IMAGES = /^\/uploads\/[\w./-]+$/;

/** Code block languages that are the judge's: such a block in a problem's discussion is taken for a solution. */
const SOLUTION_LANGUAGES = new Set(['c', 'cpp', 'c++', 'java', 'python', 'python3', 'py', 'pypy']);

const schema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    // remark-math marks math as code of language "math", inline or displayed. A fence's language is a
    // word (```cpp, ```c++): GitHub's /^language-./ kept any info string, such as ```"><img as a class.
    code: [['className', /^language-[\w+#.-]+$/, 'math-inline', 'math-display']],
  },
  protocols: {
    ...defaultSchema.protocols,
    // GitHub's schema also lets irc:, ircs: and xmpp: links through: a link leaves for the web or mail.
    href: ['http', 'https', 'mailto'],
  },
};

/**
 * Markdown nested deeper than this (a line opening more than this many block quotes or lists) is shown
 * as its source text: the parser's work grows with the square of the depth (5,000 `>` took 5 s and then
 * overflowed the stack) and no real text nests so deep.
 */
const MAX_LINE_PREFIX = 128;
/**
 * A run of emphasis marks longer than this (`*` × 5,000 around a word took 7 s to parse) is shown as
 * source too, and the parsed tree may nest no deeper than MAX_TREE_DEPTH (deeper trees overflow the
 * stack further on).
 */
const MAX_DELIMITER_RUN = 128;
const MAX_TREE_DEPTH = 64;

/**
 * Bounds on math. KaTeX's time grows faster than a formula's nesting (100 nested `\sqrt` took 0.5 s, 500
 * overflowed the stack while its HTML was read back) and each formula costs a few milliseconds: a
 * formula nested deeper, longer, or beyond the text's first MAX_FORMULAS is shown as its source, as
 * KaTeX shows a formula it cannot parse.
 */
const MAX_FORMULA_NESTING = 24;
const MAX_FORMULA_LENGTH = 2_000;
const MAX_FORMULAS = 300;
/**
 * maxSize caps only sizes above zero: `\kern{-10000em}` or `\raisebox{-9999em}` move a formula (or
 * draw a 10,000em strut) over the rest of the page. A formula whose output holds a length beyond this
 * is shown as its source instead.
 */
const MAX_FORMULA_EM = 100;
const MATH_ERROR_STYLE = 'color:#cc0000';

/** Images from elsewhere are dropped (a tracking pixel, a hotlink); their alt text stays. */
function ownImagesOnly() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'img' || !parent || index === undefined) return;
      const src = node.properties.src;
      if (typeof src === 'string' && OWN_IMAGES.test(src) && !src.includes('..')) {
        node.properties.loading = 'lazy';
        return;
      }
      const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
      parent.children.splice(index, 1, ...(alt ? [{ type: 'text' as const, value: alt }] : []));
      return [SKIP, index];
    });
  };
}

/** Links written by users lend the site no weight and no window.opener. */
function userLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (
        node.tagName === 'a' &&
        typeof node.properties.href === 'string' &&
        !node.properties.href.startsWith('#')
      )
        node.properties.rel = ['nofollow', 'ugc', 'noopener', 'noreferrer'];
    });
  };
}

/**
 * A code block, a table and a displayed formula scroll sideways when wider than the page: each is made
 * reachable from the keyboard (tabindex 0), so its hidden part can be scrolled to without a mouse.
 */
function scrollablesFocusable() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre' || node.tagName === 'table' || classesOf(node).includes('katex-display'))
        node.properties.tabIndex = 0;
    });
  };
}

function classesOf(node: Element): string[] {
  const className = node.properties.className;
  return Array.isArray(className) ? className.map(String) : [];
}

/** A formula shown as its source, marked the way rehype-katex marks one KaTeX could not parse. */
function formulaAsSource(source: string, reason: string): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: ['katex-error'], style: MATH_ERROR_STYLE, title: reason },
    children: [{ type: 'text', value: source }],
  };
}

function textOf(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
}

/** How deep a formula's groups nest: braces, `\left…\right` and environments. */
function formulaNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (const match of source.matchAll(/\\(?:left|begin)\b|\\[{}]|\\right\b|\\end\b|[{}]/g)) {
    const token = match[0];
    if (token === '\\{' || token === '\\}') continue;
    if (token === '{' || token === '\\left' || token === '\\begin') deepest = Math.max(deepest, ++depth);
    else depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/** Math too large or too deep for KaTeX to render quickly is left as source (MAX_FORMULA_* above). */
function boundedMath() {
  return (tree: Root) => {
    let formulas = 0;
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'code' || !parent || index === undefined) return;
      const classes = classesOf(node);
      if (!classes.some((name) => ['math-inline', 'math-display', 'language-math'].includes(name))) return;
      const source = textOf(node);
      formulas += 1;
      const reason =
        formulas > MAX_FORMULAS
          ? `Only the first ${MAX_FORMULAS} formulas of a text are rendered`
          : source.length > MAX_FORMULA_LENGTH
            ? `A formula may be at most ${MAX_FORMULA_LENGTH} characters long`
            : formulaNesting(source) > MAX_FORMULA_NESTING
              ? `A formula may nest at most ${MAX_FORMULA_NESTING} levels deep`
              : undefined;
      if (reason === undefined) return;
      parent.children.splice(index, 1, formulaAsSource(source, reason));
      return [SKIP, index];
    });
  };
}

/** Every length in a rendered formula: its inline styles (em) and its MathML sizes. */
function largestLength(node: Element): number {
  let largest = 0;
  visit(node, 'element', (inner: Element) => {
    for (const value of Object.values(inner.properties)) {
      if (typeof value !== 'string') continue;
      for (const match of value.matchAll(/(-?\d*\.?\d+)em/g))
        largest = Math.max(largest, Math.abs(Number(match[1])));
    }
  });
  return largest;
}

/** A formula whose output reaches far beyond its place (negative sizes escape maxSize) is shown as source. */
function formulasInPlace() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!parent || index === undefined) return;
      const classes = classesOf(node);
      if (!classes.includes('katex') && !classes.includes('katex-display')) return;
      if (largestLength(node) <= MAX_FORMULA_EM) return SKIP;
      let source = '';
      visit(node, 'element', (inner: Element) => {
        if (inner.tagName === 'annotation') source = textOf(inner);
      });
      parent.children.splice(
        index,
        1,
        formulaAsSource(source, `A formula may reach at most ${MAX_FORMULA_EM}em from its place`),
      );
      return [SKIP, index];
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(ownImagesOnly)
  .use(userLinks)
  .use(boundedMath)
  .use(rehypeKatex, {
    strict: 'ignore',
    trust: false,
    // Bounds on what one formula may cost: macro expansions and the size of a \rule or a space.
    maxExpand: 200,
    maxSize: 20,
  })
  .use(formulasInPlace)
  .use(rehypeHighlight, { languages: { c, cpp, java, python }, detect: false, plainText: ['text', 'txt'] })
  .use(scrollablesFocusable)
  .use(rehypeStringify)
  .freeze();

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** A text too deeply nested to render, shown as its source. */
function asSource(markdown: string): string {
  return `<pre class="markdown-source">${markdown.replace(/[&<>]/g, (character) => HTML_ESCAPES[character] ?? character)}</pre>`;
}

function tooDeeplyNested(markdown: string): boolean {
  if (new RegExp(`[*_~]{${MAX_DELIMITER_RUN + 1}}`).test(markdown)) return true;
  return markdown.split('\n').some((line) => {
    // Block quote markers, list markers and indentation only: a sample input's row of numbers is no prefix.
    const prefix = /^(?:[ \t]*(?:>|[*+-][ \t]|\d{1,9}[.)][ \t]))*[ \t]*/.exec(line)?.[0] ?? '';
    return prefix.length > MAX_LINE_PREFIX;
  });
}

/** Without recursion: the tree may be deeper than the stack. */
function treeDepth(root: MarkdownNode): number {
  let deepest = 0;
  const stack: [MarkdownNode, number][] = [[root, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    deepest = Math.max(deepest, depth);
    if ('children' in node) for (const child of node.children) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * `$$…$$` written on one line, alone in its paragraph, is displayed as if its `$$` stood on lines of
 * their own: remark-math reads it as inline math, while authors used to other judges mean a displayed
 * formula. The node is built as remark-math builds a displayed one.
 */
function displayOneLineMath(tree: MarkdownRoot, markdown: string): void {
  visit(tree, 'paragraph', (node, index, parent) => {
    const [only] = node.children;
    if (node.children.length !== 1 || only?.type !== 'inlineMath' || !parent || index === undefined) return;
    const start = only.position?.start.offset;
    if (start === undefined || !markdown.startsWith('$$', start)) return;
    const code: Element = {
      type: 'element',
      tagName: 'code',
      properties: { className: ['language-math', 'math-display'] },
      children: [{ type: 'text', value: only.value }],
    };
    parent.children[index] = {
      type: 'math',
      value: only.value,
      position: node.position,
      data: { hName: 'pre', hChildren: [code] },
    };
  });
}

/** A text rendered, with what the discussion needs to know of it. */
export interface RenderedMarkdown {
  html: string;
  /**
   * Whether the text holds a code block in one of the judge's languages: in a problem's discussion such a
   * block is a solution, shown at once only to those who solved the problem.
   */
  solutionCode: boolean;
}

function holdsSolutionCode(tree: MarkdownRoot): boolean {
  let found = false;
  visit(tree, 'code', (node: Code) => {
    if (node.lang && SOLUTION_LANGUAGES.has(node.lang.toLowerCase())) found = true;
  });
  return found;
}

/** A text shown as its source holds a solution when one of its lines opens a fence in a judge's language. */
function sourceHoldsSolutionCode(markdown: string): boolean {
  return Array.from(markdown.matchAll(/^[ \t>]*(?:`{3,}|~{3,})[ \t]*([^\s`]+)/gm)).some(([, language]) =>
    SOLUTION_LANGUAGES.has(language!.toLowerCase()),
  );
}

function shownAsSource(markdown: string): RenderedMarkdown {
  return { html: asSource(markdown), solutionCode: sourceHoldsSolutionCode(markdown) };
}

/**
 * A user's Markdown rendered to sanitised HTML, parsed once for both answers. A text nested too deeply
 * to render in bounded time and stack (MAX_LINE_PREFIX, MAX_DELIMITER_RUN, MAX_TREE_DEPTH) is shown as
 * its escaped source rather than failing the request. Synchronous and up to about a second for 20 KB of
 * hostile text: the server calls it through render-pool.ts, off its event loop.
 */
export function renderMarkdownDocument(markdown: string): RenderedMarkdown {
  if (tooDeeplyNested(markdown)) return shownAsSource(markdown);
  try {
    const tree = processor.parse(markdown) as MarkdownRoot;
    if (treeDepth(tree) > MAX_TREE_DEPTH) return shownAsSource(markdown);
    const solutionCode = holdsSolutionCode(tree);
    displayOneLineMath(tree, markdown);
    return { html: processor.stringify(processor.runSync(tree)), solutionCode };
  } catch (error) {
    // A stack overflow somewhere in the pipeline on a shape the bounds above did not foresee.
    if (error instanceof RangeError) return shownAsSource(markdown);
    throw error;
  }
}

/** The sanitised HTML of a user's Markdown (renderMarkdownDocument's html). */
export function renderMarkdown(markdown: string): string {
  return renderMarkdownDocument(markdown).html;
}
