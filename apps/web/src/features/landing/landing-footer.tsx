import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';

export function LandingFooter() {
  const t = useT();
  return (
    <footer className="border-t border-slate-200 px-4 py-10 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4">
        <p>
          <span className="font-semibold text-indigo-600 dark:text-indigo-400">CodeConquer</span> ©{' '}
          {new Date().getFullYear()}
        </p>
        {/* 44 px tall links on a phone, wrapping if they must. */}
        <nav
          aria-label={t('landing.footer')}
          className="flex flex-wrap gap-x-5 [&>a]:max-sm:inline-flex [&>a]:max-sm:min-h-11 [&>a]:max-sm:items-center"
        >
          <Link to="/problems">{t('layout.nav.problems')}</Link>
          <Link to="/contests">{t('layout.nav.contests')}</Link>
          <Link to="/leaderboard">{t('layout.nav.leaderboard')}</Link>
          <Link to="/compiler">{t('landing.compiler')}</Link>
        </nav>
      </div>
    </footer>
  );
}
