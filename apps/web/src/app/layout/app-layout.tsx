/**
 * The frame of every in-app page: a 'Skip to content' link (the first Tab stop), the announcement (when an
 * admin set one), top bar, collapsible sidebar, mobile menu, and the signed-in user's live stream
 * (notifications). Hidden on /admin/auth.
 */
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useT } from '@/i18n/use-t';
import { useNotificationStream } from '@/features/notifications/use-notification-stream';
import { useSession } from '@/lib/session/use-session';
import { sidebarStore } from '@/lib/storage';
import { AnnouncementBanner } from './announcement-banner';
import { MobileMenu } from './mobile-menu';
import { Sidebar } from './sidebar';
import { TopNav } from './top-nav';

export function AppLayout() {
  const t = useT();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(sidebarStore.collapsed);
  const { user } = useSession();
  // The signed-in user's one live stream (the bell's count), for every page inside the frame.
  useNotificationStream(user?.id);
  const toggle = () =>
    setCollapsed((value) => {
      sidebarStore.setCollapsed(!value);
      return !value;
    });

  if (location.pathname === '/admin/auth') return <Outlet />;
  return (
    <div className="min-h-screen">
      <a
        href="#main-content"
        // Focuses the page's content without changing the address (a hash is a post's anchor on threads).
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900 dark:text-indigo-300"
      >
        {t('layout.skipToContent')}
      </a>
      <AnnouncementBanner />
      <TopNav onOpenMobileMenu={() => setMobileOpen(true)} />
      <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} />
      <div className="flex">
        <Sidebar collapsed={collapsed} onToggle={toggle} />
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
