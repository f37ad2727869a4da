import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The editor's own slim bar (48 px): the app's top bar and sidebar are hidden here. Its right
 * end is left free for VGuy's chat button.
 */
export function SolveTopBar({ title, problemId }: { title?: string; problemId?: string }) {
  return (
    <header className="flex h-12 shrink-0 items-center gap-4 border-b border-slate-200 bg-white pr-16 pl-4 dark:border-slate-800 dark:bg-slate-900">
      <Link
        to="/problems"
        className="flex items-center gap-1 text-sm font-semibold text-indigo-600 hover:underline dark:text-indigo-400"
      >
        <ArrowLeft size={16} aria-hidden="true" />
        Problems
      </Link>
      {title && problemId && (
        <Link
          to={`/problems/${encodeURIComponent(problemId)}`}
          className="truncate text-sm font-medium text-slate-700 hover:underline dark:text-slate-200"
        >
          {title}
        </Link>
      )}
    </header>
  );
}
