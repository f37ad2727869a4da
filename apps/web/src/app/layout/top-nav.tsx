/**
 * The top bar: logo, main links, admin group, tokens, language (wide screens; phones have it in the menu), theme, the notification bell, user menu or Sign In /
 * Sign Up, VGuy's button.
 */
import { Coins, Lock, Menu, Shield } from 'lucide-react';
import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { LanguageSelect } from '@/i18n/language-select';
import { useT } from '@/i18n/use-t';
import { GuestAuthLinks } from '@/components/ui/guest-auth-links';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session/use-session';
import { useEscapeKey } from '@/lib/use-escape-key';
import { VGuyDockSlot } from '@/components/vguy-dock';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { adminNavItems, topNavItems } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

export const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive
      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800',
  );

/**
 * The top bar's links and the Admin Panel group sit closer together from 1280 px, where they first show,
 * to 1536 px (as do the controls on the right), so that an admin's links, balance, language picker and menu
 * fit a 1280 px screen in both languages (e2e/top-bar.e2e.test.ts; the closest, an admin in Portuguese,
 * leaves ~25 px).
 */
const CLOSER_BELOW_1536 = 'xl:px-2 2xl:px-3';
const topLinkClasses = (state: { isActive: boolean }) => cn(navLinkClasses(state), CLOSER_BELOW_1536);

export function TopNav({ onOpenMobileMenu }: { onOpenMobileMenu: () => void }) {
  const t = useT();
  const { user } = useSession();
  const signedIn = Boolean(user);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      {/* On a phone every control is a 44 px square with no gap between: six of them and the name fit 360 px. */}
      <div className="flex h-14 items-center gap-0 px-1 sm:gap-3 sm:px-4">
        <button
          type="button"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg xl:hidden"
          onClick={onOpenMobileMenu}
          aria-haspopup="dialog"
          aria-label={t('layout.openMenu')}
        >
          <Menu size={20} />
        </button>
        <Link
          to="/"
          className="flex min-h-11 items-center px-1 text-lg font-bold whitespace-nowrap text-indigo-600 dark:text-indigo-400"
        >
          CodeConquer
        </Link>
        <nav aria-label={t('layout.mainNav')} className="ml-2 hidden items-center gap-1 xl:flex 2xl:ml-4">
          {topNavItems().map((item) =>
            item.signedInOnly && !signedIn ? (
              item.labelId === 'layout.nav.mySubmissions' ? (
                <span
                  key={item.to}
                  title={t('layout.nav.mySubmissionsLocked')}
                  aria-disabled="true"
                  className="flex cursor-not-allowed items-center gap-1 px-3 py-2 text-sm whitespace-nowrap text-slate-400"
                >
                  <Lock size={14} /> {t(item.labelId)}
                </span>
              ) : null
            ) : (
              <NavLink key={item.to} to={item.to} end={item.to === '/dashboard'} className={topLinkClasses}>
                {t(item.labelId)}
              </NavLink>
            ),
          )}
          {user?.role === 'admin' && <AdminGroup />}
        </nav>
        <div className="ml-auto flex items-center gap-0 sm:gap-2 xl:gap-1 2xl:gap-2">
          {user && (
            <span
              className="hidden items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-800 sm:flex dark:bg-amber-900/40 dark:text-amber-300"
              title={t('layout.tokens.title')}
              data-testid="token-balance"
            >
              <Coins size={14} aria-hidden="true" /> {user.tokens}
              <span className="sr-only"> {t('layout.tokens.unit')}</span>
            </span>
          )}
          <LanguageSelect className="hidden md:flex" />
          <ThemeToggle />
          {user && <NotificationBell />}
          {user ? <UserMenu user={user} /> : <GuestAuthLinks compact />}
          <VGuyDockSlot />
        </div>
      </div>
    </header>
  );
}

function AdminGroup() {
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  // A native disclosure does not close on Escape: this one does, and focus goes back to its summary.
  const close = () => {
    if (!details.current?.open) return;
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  };
  useEscapeKey(true, close);
  return (
    <details ref={details} className="group relative">
      <summary
        title={t('layout.adminPanel')}
        className={cn(
          'flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          CLOSER_BELOW_1536,
        )}
      >
        <Shield size={16} aria-hidden="true" />
        {/* Its shield alone until 1536 px (its name is read out, and shown on hover): with the words, the
            bar would not fit a 1280 px screen. */}
        <span className="sr-only 2xl:not-sr-only 2xl:whitespace-nowrap">{t('layout.adminPanel')}</span>
      </summary>
      <div className="absolute left-0 z-40 mt-1 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {adminNavItems.map((item) => (
          <NavLink key={item.to} to={item.to} end className={navLinkClasses}>
            <item.icon size={16} /> {t(item.labelId)}
          </NavLink>
        ))}
      </div>
    </details>
  );
}
