/** The top bar's bell: a link to /notifications named with the unread count, which the live stream keeps. */
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import { useUnreadCount } from './api/notifications';
import { badgeText, bellLabel } from './bell-label';

export function NotificationBell() {
  const t = useT();
  const { data: unread } = useUnreadCount(true);
  return (
    <Link
      to="/notifications"
      aria-label={bellLabel(t, unread)}
      title={bellLabel(t, unread)}
      data-testid="notification-bell"
      className="relative flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Bell size={20} aria-hidden="true" />
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[10px] leading-[1.1rem] font-semibold text-white"
        >
          {badgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
