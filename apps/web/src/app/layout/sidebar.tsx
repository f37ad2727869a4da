/** The collapsible sidebar of large screens: admins see only the Admin Panel list. */
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { NavLink } from 'react-router';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session/use-session';
import { GuestCard } from './guest-card';
import { adminNavItems, sidebarItems } from './nav-items';
import { navLinkClasses } from './top-nav';

export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const t = useT();
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const items = isAdmin
    ? adminNavItems
    : sidebarItems(user?.username).filter((item) => !item.signedInOnly || user);

  return (
    <aside
      aria-label={t('layout.sidebar.label')}
      className={cn(
        'sticky top-14 hidden h-[calc(100vh-3.5rem)] shrink-0 flex-col border-r border-slate-200 bg-white p-3 transition-[width] lg:flex dark:border-slate-800 dark:bg-slate-950',
        collapsed ? 'w-16' : 'w-60',
      )}
    >
      <button
        type="button"
        onClick={onToggle}
        aria-label={collapsed ? t('layout.sidebar.expand') : t('layout.sidebar.collapse')}
        className="mb-2 self-end rounded-lg p-2 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {collapsed ? <PanelLeftOpen size={18} /> : <PanelLeftClose size={18} />}
      </button>
      {isAdmin && !collapsed && (
        <p className="px-3 pb-1 text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
          {t('layout.adminPanel')}
        </p>
      )}
      <nav className="flex flex-col gap-1">
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === '/dashboard' || item.to === '/admin'}
            className={navLinkClasses}
            title={collapsed ? t(item.labelId) : undefined}
          >
            <item.icon size={18} className="shrink-0" />
            {!collapsed && t(item.labelId)}
          </NavLink>
        ))}
      </nav>
      {!user && !collapsed && (
        <div className="mt-auto">
          <GuestCard />
        </div>
      )}
    </aside>
  );
}
