import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { useSession } from '@/lib/session/use-session';

/** Headline and the first step: start solving or try the compiler (guests), or back to the dashboard. */
export function HeroSection() {
  const t = useT();
  const { user } = useSession();
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white px-4 pt-20 pb-12 text-center dark:from-slate-900 dark:to-slate-950">
      <h1 className="text-5xl font-black tracking-tight sm:text-6xl">
        {t.rich('landing.hero.title', {
          accent: (chunks) => <span className="text-indigo-600 dark:text-indigo-400">{chunks}</span>,
        })}
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        {t('landing.hero.body')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {user ? (
          <Link to="/dashboard" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
            {t('landing.goToDashboard')}
          </Link>
        ) : (
          <>
            <Link to="/problems" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
              {t('landing.hero.startSolving')}
            </Link>
            <Link to="/compiler" className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
              {t('landing.hero.tryCompiler')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
