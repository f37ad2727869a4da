/** The guest's "Sign In" and "Sign Up" pair of the top bars (the app's and the landing page's). */
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import { buttonClasses } from './button';

export function GuestAuthLinks({ compact = false }: { compact?: boolean }) {
  const t = useT();
  // Never wrapped, and narrower on a phone, so a top bar fits 360 px with VGuy's slot.
  const size = compact ? 'whitespace-nowrap px-2.5 py-1.5 sm:px-3' : 'whitespace-nowrap max-sm:px-2.5';
  return (
    <>
      <Link to="/login" className={buttonClasses('ghost', size)}>
        {t('common.signIn')}
      </Link>
      {/* On a phone the compact bar (the app's, which has the menu) keeps Sign In only: Sign Up is in the
          menu's guest card, and both beside the logo, the theme and VGuy's slot would not fit 360 px. */}
      <span className={compact ? 'hidden sm:contents' : 'contents'}>
        <Link to="/signup" className={buttonClasses('primary', size)}>
          {t('common.signUp')}
        </Link>
      </span>
    </>
  );
}
