import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';

export function LandingFooter() {
  const t = useT();
  return (
    <footer className="border-t border-slate-200 px-4 py-10 text-sm text-slate-500 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4">
        <p>
          <span className="font-semibold text-indigo-600">CodeConquer</span> © {new Date().getFullYear()}
        </p>
        <nav aria-label={t('landing.footer')} className="flex gap-5">
          <Link to="/problems">{t('layout.nav.problems')}</Link>
          <Link to="/contests">{t('layout.nav.contests')}</Link>
          <Link to="/leaderboard">{t('layout.nav.leaderboard')}</Link>
          <Link to="/compiler">{t('landing.compiler')}</Link>
        </nav>
      </div>
    </footer>
  );
}
