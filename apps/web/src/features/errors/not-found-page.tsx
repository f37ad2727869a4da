import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

export function NotFoundPage() {
  const t = useT();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-7xl font-black text-indigo-600 dark:text-indigo-400">404</p>
      <h1 className="text-2xl font-bold">{t('common.notFound.title')}</h1>
      <p className="text-slate-500 dark:text-slate-400">{t('common.notFound.body')}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {t('common.goHome')}
      </Link>
    </main>
  );
}
