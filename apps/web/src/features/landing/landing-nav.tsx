import { VGuyDockSlot } from '@/components/vguy-dock';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { GuestAuthLinks } from '@/components/ui/guest-auth-links';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';
import { useSession } from '@/lib/session/use-session';

const LINKS: { labelId: MessageId; to: string }[] = [
  { labelId: 'layout.nav.problems', to: '/problems' },
  { labelId: 'layout.nav.contests', to: '/contests' },
  { labelId: 'layout.nav.leaderboard', to: '/leaderboard' },
  { labelId: 'landing.compiler', to: '/compiler' },
];

export function LandingNav() {
  const t = useT();
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/60 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-950/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-2 sm:gap-6 sm:px-4">
        <Link
          to="/"
          className="flex min-h-11 items-center text-lg font-bold whitespace-nowrap text-indigo-600 dark:text-indigo-400 sm:text-xl"
        >
          CodeConquer
        </Link>
        <nav
          aria-label={t('layout.mainNav')}
          className="hidden gap-5 text-sm font-medium text-slate-600 md:flex dark:text-slate-300"
        >
          {LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-indigo-600">
              {t(link.labelId)}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user ? (
            <Link to="/dashboard" className={buttonClasses('primary')}>
              {t('landing.goToDashboard')}
            </Link>
          ) : (
            <GuestAuthLinks />
          )}
          <VGuyDockSlot />
        </div>
      </div>
    </header>
  );
}
