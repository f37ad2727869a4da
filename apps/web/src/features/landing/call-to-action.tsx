import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { useSession } from '@/lib/session/use-session';

export function CallToAction() {
  const t = useT();
  const { user } = useSession();
  return (
    <section className="bg-indigo-600 px-4 py-16 text-center text-white">
      <h2 className="text-3xl font-bold">{t('landing.cta.title')}</h2>
      <p className="mt-2 text-indigo-100">{t('landing.cta.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {user ? (
          <Link to="/dashboard" className={buttonClasses('secondary', 'px-6 py-3')}>
            {t('landing.goToDashboard')}
          </Link>
        ) : (
          <>
            <Link to="/signup" className={buttonClasses('secondary', 'px-6 py-3')}>
              {t('landing.cta.getStarted')}
            </Link>
            <Link
              to="/signup"
              className="rounded-lg border border-white/60 px-6 py-3 text-sm font-medium hover:bg-white/10"
            >
              {t('landing.cta.signUpFree')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
