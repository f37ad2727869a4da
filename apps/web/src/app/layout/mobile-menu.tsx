/**
 * The small-screen menu: every page link, the admin links (listed to everyone), the language and Guest
 * Mode. A modal drawer: focus moves in and stays in (focus-trap, as in components/ui/dialog.tsx), Escape,
 * the backdrop, the close button or a link closes it, and focus goes back to the menu button.
 */
import { X } from 'lucide-react';
import { useRef } from 'react';
import { NavLink } from 'react-router';
import { LanguageSelect } from '@/i18n/language-select';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session/use-session';
import { useModalFocus } from '@/lib/use-modal-focus';
import { GuestCard } from './guest-card';
import { adminNavItems, topNavItems } from './nav-items';
import { navLinkClasses } from './top-nav';

/** The top bar's link look, 44 px tall: the drawer is tapped with a thumb. */
const drawerLinkClasses = (state: { isActive: boolean }) => cn(navLinkClasses(state), 'min-h-11');

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { user } = useSession();
  const drawerRef = useRef<HTMLDivElement>(null);
  useModalFocus(drawerRef, open, onClose);

  if (!open) return null;
  const items = topNavItems().filter((item) => !item.signedInOnly || user);
  return (
    <div
      ref={drawerRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('layout.mobileMenu')}
      tabIndex={-1}
      className="fixed inset-0 z-50 outline-none xl:hidden"
    >
      <div className="absolute inset-0 bg-black/40" onClick={onClose} aria-hidden="true" />
      <nav
        aria-label={t('layout.mobileNav')}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-950"
      >
        <div className="mb-3 flex items-center justify-between">
          <span className="text-lg font-bold text-indigo-600 dark:text-indigo-400">CodeConquer</span>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('layout.closeMenu')}
            className="flex h-11 w-11 items-center justify-center rounded-lg"
          >
            <X size={20} />
          </button>
        </div>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end onClick={onClose} className={drawerLinkClasses}>
            <item.icon size={18} /> {t(item.labelId)}
          </NavLink>
        ))}
        {user && (
          <NavLink to={`/profile/${user.username}`} onClick={onClose} className={drawerLinkClasses}>
            {t('layout.nav.profile')}
          </NavLink>
        )}
        <p className="mt-4 px-3 text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
          {t('layout.adminPanel')}
        </p>
        {adminNavItems.map((item) => (
          <NavLink key={item.to} to={item.to} end onClick={onClose} className={drawerLinkClasses}>
            <item.icon size={18} /> {t(item.labelId)}
          </NavLink>
        ))}
        <LanguageSelect className="mt-4" />
        {!user && (
          <div className="mt-4">
            <GuestCard />
          </div>
        )}
      </nav>
    </div>
  );
}
