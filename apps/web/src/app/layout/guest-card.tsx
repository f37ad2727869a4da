import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

/** Shown to guests in the sidebar and the mobile menu. */
export function GuestCard() {
  const t = useT();
  return (
    <div className="rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm dark:border-indigo-900 dark:bg-indigo-950/60">
      <p className="font-semibold text-indigo-900 dark:text-indigo-200">{t('layout.guest.title')}</p>
      <p className="mt-1 text-indigo-800/80 dark:text-indigo-300/80">{t('layout.guest.body')}</p>
      <div className="mt-3 flex gap-2">
        <Link to="/login" className={buttonClasses('primary', 'flex-1 px-2 py-1.5')}>
          {t('common.signIn')}
        </Link>
        <Link to="/signup" className={buttonClasses('secondary', 'flex-1 px-2 py-1.5')}>
          {t('common.signUp')}
        </Link>
      </div>
    </div>
  );
}
