/**
 * The text styles of rendered Markdown (a statement's blocks, posts, contest descriptions), as Tailwind
 * classes. The web app sets them on every rendered block (components/markdown/rendered-html.tsx), and a
 * statement's text blocks also get STATEMENT_TEXT_CLASSES; the server sets the same on a problem's
 * statement in the first HTML it sends (apps/server/src/http/problem-first-paint.ts), so that the
 * statement's lines break in the same places before and after the app has loaded. Kept free of zod like problem-id.ts; the web app's stylesheet scans this file
 * (`@source` in apps/web/src/index.css), so every class here is built.
 */
export const PROSE_CLASSES = [
  'text-sm break-words text-slate-700 dark:text-slate-300',
  '[&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-lg [&_h1]:font-semibold',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_p]:my-2 [&_p]:leading-relaxed',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6',
  '[&_ol]:my-2 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:text-indigo-600 [&_a]:underline dark:[&_a]:text-indigo-400',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 dark:[&_blockquote]:border-slate-600',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] dark:[&_code]:bg-slate-800',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_pre]:font-mono [&_pre]:text-sm dark:[&_pre]:bg-slate-800',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  // A wide table or displayed formula scrolls on its own instead of widening the page.
  '[&_table]:my-3 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse',
  '[&_th]:border [&_th]:border-slate-200 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_th]:font-semibold dark:[&_th]:border-slate-700',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 dark:[&_td]:border-slate-700',
  '[&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden',
  // The renderer makes code blocks, tables and displayed formulas focusable (they may scroll sideways).
  '[&_[tabindex]:focus-visible]:outline-2 [&_[tabindex]:focus-visible]:outline-offset-2 [&_[tabindex]:focus-visible]:outline-indigo-500',
].join(' ');

/**
 * What a statement's text block adds: a statement without blocks is its description as plain text
 * (`<p class="statement-plain">`, apps/server/src/problems/statement-html.ts), its line breaks kept.
 */
export const STATEMENT_TEXT_CLASSES = '[&_.statement-plain]:whitespace-pre-line';
