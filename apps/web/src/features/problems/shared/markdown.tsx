/**
 * Statement text: Markdown with GitHub tables, never raw HTML (react-markdown drops it). Elements are
 * styled here because the app has no typography plugin. The page's title is its h1, so the statement's
 * own headings start at h2 (`#` and `##` are both h2, `###` h3): heading levels never skip one.
 */
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { imageSource } from './format';

const components: Components = {
  h1: (props) => <h2 className="mt-5 mb-2 text-lg font-semibold" {...props} />,
  h2: (props) => <h2 className="mt-5 mb-2 text-base font-semibold" {...props} />,
  h3: (props) => <h3 className="mt-4 mb-2 font-semibold" {...props} />,
  p: (props) => <p className="my-2 leading-relaxed" {...props} />,
  ul: (props) => <ul className="my-2 list-disc space-y-1 pl-6" {...props} />,
  ol: (props) => <ol className="my-2 list-decimal space-y-1 pl-6" {...props} />,
  a: (props) => <a className="text-indigo-600 hover:underline dark:text-indigo-400" {...props} />,
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
  return (
    <div className="text-sm text-slate-700 dark:text-slate-300">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
