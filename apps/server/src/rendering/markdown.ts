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
import type { Code, Root as MarkdownRoot } from 'mdast';
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
    // remark-math marks math as code of language "math", inline or displayed.
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

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

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(ownImagesOnly)
  .use(userLinks)
  .use(rehypeKatex, {
    strict: 'ignore',
    trust: false,
    // Bounds on what one formula may cost: macro expansions and the size of a \rule or a space.
    maxExpand: 200,
    maxSize: 20,
  })
  .use(rehypeHighlight, { languages: { c, cpp, java, python }, detect: false, plainText: ['text', 'txt'] })
  .use(rehypeStringify)
  .freeze();

const markdownParser = unified().use(remarkParse).use(remarkGfm).use(remarkMath).freeze();

/** The sanitised HTML of a user's Markdown. */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

/**
 * Whether the text holds a code block in one of the judge's languages: in a problem's discussion such a
 * block is a solution, shown at once only to those who solved the problem.
 */
export function hasSolutionCode(markdown: string): boolean {
  const tree = markdownParser.parse(markdown) as MarkdownRoot;
  let found = false;
  visit(tree, 'code', (node: Code) => {
    if (node.lang && SOLUTION_LANGUAGES.has(node.lang.toLowerCase())) found = true;
  });
  return found;
}
