/**
 * HTML the server rendered from someone's Markdown (docs/rendering.md): discussion posts, editorials. The
 * server's renderer sanitised it, typeset its math with KaTeX and marked its code with highlight.js
 * classes; this component only inserts it, styled like the statement (components/markdown/markdown.tsx).
 * It is the one place the web app inserts HTML: no other component uses dangerouslySetInnerHTML on text
 * people wrote. KaTeX's stylesheet comes with it, so only the screens that show such text load it.
 */
import 'katex/dist/katex.min.css';
import './rendered-html.css';
import { cn } from '@/lib/cn';

const PROSE = [
  'text-sm leading-relaxed text-slate-700 dark:text-slate-300',
  '[&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-lg [&_h1]:font-semibold',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold',
  '[&_p]:my-2',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6',
  '[&_ol]:my-2 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:text-indigo-600 [&_a:hover]:underline dark:[&_a]:text-indigo-400',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 dark:[&_blockquote]:border-slate-700',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] dark:[&_code]:bg-slate-800',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_pre]:text-sm dark:[&_pre]:bg-slate-800',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:my-3 [&_table]:block [&_table]:overflow-x-auto [&_table]:border-collapse',
  '[&_th]:border [&_th]:border-slate-200 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left dark:[&_th]:border-slate-700',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 dark:[&_td]:border-slate-700',
  '[&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-lg',
  // A displayed formula wider than the column scrolls on its own instead of widening the page.
  '[&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden',
].join(' ');

export function RenderedHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn('rendered-html min-w-0 break-words', PROSE, className)}
      // The server's sanitised output (docs/rendering.md), never text taken from the page.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
