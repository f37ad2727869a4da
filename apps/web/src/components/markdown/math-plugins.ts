/**
 * What Markdown adds for math: remark-math reads `$…$` and `$$…$$`, rehype-katex typesets them with
 * KaTeX. KaTeX is the bulk of a statement's code (about 80 kB compressed, and its stylesheet and fonts),
 * so markdown.tsx loads this module only for a text that has a `$` in it; its stylesheet is imported here,
 * so it comes with it and never with a page that shows no math.
 */
import 'katex/dist/katex.min.css';
import type ReactMarkdown from 'react-markdown';
import type { ComponentProps } from 'react';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';

type Plugins<K extends 'remarkPlugins' | 'rehypePlugins'> = NonNullable<
  ComponentProps<typeof ReactMarkdown>[K]
>;

export const mathRemarkPlugins: Plugins<'remarkPlugins'> = [remarkMath];

// A formula KaTeX cannot read shows as its source in red (throwOnError false) rather than breaking the
// statement; `strict: 'ignore'` keeps KaTeX's warnings about non-standard LaTeX out of the console.
export const mathRehypePlugins: Plugins<'rehypePlugins'> = [
  [rehypeKatex, { throwOnError: false, strict: 'ignore' }],
];
