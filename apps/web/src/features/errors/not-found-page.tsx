import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-7xl font-black text-indigo-600 dark:text-indigo-400">404</p>
      <h1 className="text-2xl font-bold">Page does not exist</h1>
      <p className="text-slate-500 dark:text-slate-400">
        The page you are looking for was moved, removed or never existed.
      </p>
      <Link to="/" className={buttonClasses('primary')}>
        Go Home
      </Link>
    </div>
  );
}
