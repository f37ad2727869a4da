/** The full-screen solve editor (no sidebar or top bar). It opens problems of the problem bank. */
import { Link } from 'react-router';
import { ProblemNotFound } from './problem-not-found';

export function SolvePage() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex h-12 items-center border-b border-slate-200 px-4 dark:border-slate-800">
        <Link to="/problems" className="text-sm font-semibold text-indigo-600">
          ← Problems
        </Link>
      </header>
      <div className="flex flex-1 items-center justify-center p-6">
        <ProblemNotFound />
      </div>
    </div>
  );
}
