import type { User } from '@codeconquer/contracts';
import { ChevronDown, LogOut, UserRound, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useT } from '@/i18n/use-t';
import { useSession } from '@/lib/session/use-session';
import { useEscapeKey } from '@/lib/use-escape-key';

export function UserMenu({ user }: { user: User }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { signOut } = useSession();
  const navigate = useNavigate();
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Escape closes the menu and puts focus back on its button, where the keyboard user left off.
  useEscapeKey(open, () => {
    setOpen(false);
    buttonRef.current?.focus();
  });

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const logout = async () => {
    setOpen(false);
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <div className="relative" ref={menuRef}>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-haspopup="menu"
        aria-expanded={open}
        className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg px-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {/* Named by its visible text, the user's name where it shows, then what it is (WCAG 2.5.3, label
            in name); the photo or initial beside the name would only repeat it. */}
        <span aria-hidden="true" className="shrink-0">
          <Avatar name={user.name} photoUrl={user.profilePhotoUrl} className="h-8 w-8 text-sm" />
        </span>
        {/* Beside the photo only from 1024 to 1279 px: narrower, the balance and the picker fill the bar;
            wider, its links do. The menu's first line names the user at every width. */}
        <span className="hidden max-w-32 truncate text-sm font-medium lg:inline xl:hidden">{user.name}</span>
        <span className="sr-only">{` ${t('layout.userMenu.label')}`}</span>
        {/* Hidden on phones: the 360 px top bar has room for the bell only without it. */}
        <ChevronDown size={14} className="hidden sm:block" aria-hidden="true" />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-40 mt-2 w-52 rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="border-b border-slate-100 px-4 py-2 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
            {t.rich('layout.userMenu.signedInAs', {
              username: user.username,
              name: (chunks) => (
                <span className="font-medium text-slate-800 dark:text-slate-200">{chunks}</span>
              ),
            })}
          </div>
          <Link
            role="menuitem"
            to={`/profile/${user.username}`}
            onClick={() => setOpen(false)}
            className="flex min-h-11 items-center gap-2 px-4 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
          >
            <UserRound size={16} /> {t('layout.userMenu.profile')}
          </Link>
          <Link
            role="menuitem"
            to="/teams"
            onClick={() => setOpen(false)}
            className="flex min-h-11 items-center gap-2 px-4 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
          >
            <Users size={16} aria-hidden="true" /> {t('layout.userMenu.teams')}
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={logout}
            className="flex min-h-11 w-full items-center gap-2 px-4 py-2 text-left text-sm text-red-600 hover:bg-slate-50 dark:text-red-400 dark:hover:bg-slate-800"
          >
            <LogOut size={16} /> {t('layout.userMenu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
