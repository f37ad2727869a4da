import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/session/use-session';

/** Headline and the first step: start solving or try the compiler (guests), or back to the dashboard. */
export function HeroSection() {
  const { user } = useSession();
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white px-4 pt-20 pb-12 text-center dark:from-slate-900 dark:to-slate-950">
      <h1 className="text-5xl font-black tracking-tight sm:text-6xl">
        Code. Compete. <span className="text-indigo-600 dark:text-indigo-400">Conquer.</span>
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        Solve hand-picked problems in C, C++, Java and Python, get judged in a secure sandbox in seconds, join
        contests and let AI review your code.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {user ? (
          <Link to="/dashboard" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
            Go to Dashboard
          </Link>
        ) : (
          <>
            <Link to="/problems" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
              Start Solving
            </Link>
            <Link to="/compiler" className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
              Try Compiler
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
