import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/session/use-session';

const STATS = [
  { value: '10K+', label: 'Coders' },
  { value: '500+', label: 'Problems' },
  { value: '50+', label: 'Contests' },
  { value: '99.9%', label: 'Uptime' },
];

export function HeroSection() {
  const { user } = useSession();
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white px-4 py-20 text-center dark:from-slate-900 dark:to-slate-950">
      <h1 className="text-5xl font-black tracking-tight sm:text-6xl">
        Code. Compete. <span className="text-indigo-600">Conquer.</span>
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
      <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label}>
            <dt className="sr-only">{stat.label}</dt>
            <dd className="text-3xl font-bold text-indigo-600">{stat.value}</dd>
            <dd className="text-sm text-slate-500">{stat.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
