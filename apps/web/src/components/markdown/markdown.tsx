/**
 * Statement text: Markdown with GitHub tables and KaTeX math (`$…$` inline, `$$…$$` displayed), never raw
 * HTML (react-markdown drops it; KaTeX's own output is built from the math, not taken from the text).
 * Elements are styled here because the app has no typography plugin. The page's title is its h1, so the
 * statement's own headings start at h2 (`#` and `##` are both h2, `###` h3): heading levels never skip one.
 *
 * It lives in components/ because two features show it: problem pages (the statement) and the admin's
 * statement editor (its live preview), which must look exactly alike. Only those screens import it, so
 * it stays out of the landing page's and the problem list's chunks. KaTeX (math-plugins.ts, with its
 * stylesheet) is loaded only for a text with a `$` in it: most statements have no math, and KaTeX would
 * more than double what a problem page downloads. Until it has arrived the text shows without it.
 */
import { Suspense, use, type ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { mayHaveMath } from './has-math';
import { imageSource } from './image-source';
import type * as MathModule from './math-plugins';

type MathPlugins = typeof MathModule;

let mathPlugins: Promise<MathPlugins | null> | undefined;

/**
 * One promise for the whole app, so `use` sees the same one on every render. A failed download shows
 * the text without math and lets the next Markdown try again.
 */
function loadMath(): Promise<MathPlugins | null> {
  mathPlugins ??= import('./math-plugins').catch(() => {
    mathPlugins = undefined;
    return null;
  });
  return mathPlugins;
}

const components: Components = {
  h1: (props) => <h2 className="mt-5 mb-2 text-lg font-semibold" {...props} />,
  h2: (props) => <h2 className="mt-5 mb-2 text-base font-semibold" {...props} />,
  h3: (props) => <h3 className="mt-4 mb-2 font-semibold" {...props} />,
  p: (props) => <p className="my-2 leading-relaxed" {...props} />,
  ul: (props) => <ul className="my-2 list-disc space-y-1 pl-6" {...props} />,
  ol: (props) => <ol className="my-2 list-decimal space-y-1 pl-6" {...props} />,
  a: (props) => <a className="text-indigo-600 underline dark:text-indigo-400" {...props} />,
  code: (props) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-slate-800" {...props} />
  ),
  pre: (props) => (
    <pre
      className="my-3 overflow-x-auto rounded-lg bg-slate-100 p-3 font-mono text-sm dark:bg-slate-800 [&_code]:bg-transparent [&_code]:p-0"
      {...props}
    />
  ),
  table: (props) => (
    <div className="my-3 overflow-x-auto">
      <table className="min-w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: (props) => (
    <th
      className="border border-slate-200 px-2 py-1 text-left font-semibold dark:border-slate-700"
      {...props}
    />
  ),
  td: (props) => <td className="border border-slate-200 px-2 py-1 dark:border-slate-700" {...props} />,
  img: ({ src, alt, ...props }: ComponentProps<'img'>) => (
    <img
      src={typeof src === 'string' ? imageSource(src) : undefined}
      alt={alt ?? ''}
      className="my-3 max-w-full rounded-lg"
      {...props}
    />
  ),
};

export function Markdown({ children }: { children: string }) {
  const plain = (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
      {children}
    </ReactMarkdown>
  );
  return (
    // A displayed formula wider than the column scrolls on its own instead of widening the page.
    <div className="text-sm text-slate-700 dark:text-slate-300 [&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden">
      {mayHaveMath(children) ? (
        <Suspense fallback={plain}>
          <MathMarkdown>{children}</MathMarkdown>
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}

function MathMarkdown({ children }: { children: string }) {
  const math = use(loadMath());
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm, ...(math?.mathRemarkPlugins ?? [])]}
      rehypePlugins={math?.mathRehypePlugins ?? []}
      components={components}
    >
      {children}
    </ReactMarkdown>
  );
}
