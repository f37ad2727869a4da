/** The dashed card shown where a list or a page has nothing to show; `link` is the way on from there. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { PHONE_TAP_TARGET } from './tap-target';

type EmptyStateProps = {
  title: string;
  /** A link under the title: sign in, back to a list, the first thing to do. */
  link?: { to: string; label: string };
  children?: ReactNode;
};

export function EmptyState({ title, link, children }: EmptyStateProps) {
  const body = link ? (
    <Link
      to={link.to}
      className={cn('text-indigo-600 dark:text-indigo-400 hover:underline', PHONE_TAP_TARGET)}
    >
      {link.label}
    </Link>
  ) : (
    children
  );
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      <p className="font-medium text-slate-700 dark:text-slate-200">{title}</p>
      {body && <div className="mt-2 text-sm text-slate-500 dark:text-slate-400">{body}</div>}
    </div>
  );
}
