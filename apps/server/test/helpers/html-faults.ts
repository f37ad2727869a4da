/**
 * What is wrong with a piece of rendered HTML, parsed the way a browser parses it (parse5, the HTML
 * standard's parser): elements outside the allow-list, event handlers, URLs a browser would read as
 * another scheme than http(s) or mail, images from elsewhere than our uploads, inline styles outside
 * KaTeX's own spans or reaching far. Shared by the renderer's sanitiser tests and the discussion routes'.
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

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
export function faults(html: string): string[] {
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
