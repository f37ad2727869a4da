/**
 * /notifications: the user's latest notifications, newest first, all or unread only, 50 at a time with
 * 'Show older' for the next 50. Each one links to where it happened (following it marks it read); one or
 * all can be marked read. The live stream reads the list again when the count changes.
 */
import type { Notification } from '@codeconquer/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { useLocale } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { relativeTime } from '@/lib/relative-time';
import { useMarkRead, useNotifications } from './api/notifications';

export function NotificationsPage() {
  const t = useT();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const query = useNotifications(unreadOnly);
  const markRead = useMarkRead();
  const mark = (ids?: string[]) =>
    markRead.mutateAsync(ids).catch((caught: unknown) => {
      toast.error(errorMessage(caught, t('notifications.markFailed')));
    });
  const unread = query.data?.pages[0]?.unread ?? 0;
  const shown = query.data?.pages.flatMap((page) => page.notifications) ?? [];

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('notifications.title')}
        subtitle={t('notifications.subtitle')}
        actions={
          <Button
            variant="secondary"
            className="min-h-11"
            onClick={() => void mark()}
            disabled={unread === 0 || markRead.isPending}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <div role="group" aria-label={t('notifications.filter')} className="mb-4 flex gap-2">
        {[false, true].map((only) => (
          <Button
            key={String(only)}
            variant={unreadOnly === only ? 'primary' : 'secondary'}
            className="min-h-11"
            aria-pressed={unreadOnly === only}
            onClick={() => setUnreadOnly(only)}
          >
            {only ? t('notifications.unread', { count: unread }) : t('notifications.all')}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <FullPageSpinner />
      ) : query.isError ? (
        <Alert tone="error">{errorMessage(query.error, t('notifications.loadFailed'))}</Alert>
      ) : shown.length === 0 ? (
        <EmptyState title={unreadOnly ? t('notifications.noneUnread') : t('notifications.none')} />
      ) : (
        <ul
          aria-label={t('notifications.title')}
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {shown.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              onRead={() => void mark([item.id])}
              busy={markRead.isPending}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            className="min-h-11"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {t('notifications.showOlder')}
          </Button>
        </div>
      )}
    </div>
  );
}

function NotificationItem({ item, onRead, busy }: { item: Notification; onRead: () => void; busy: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <li
      className={cn(
        // The link covers the whole item (a big target on a phone); Mark read sits above it.
        'relative flex items-start gap-3 px-4 py-3',
        !item.read && 'bg-indigo-50/60 dark:bg-indigo-950/30',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-2 h-2 w-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-indigo-600')}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={item.link}
          onClick={() => {
            if (!item.read) onRead();
          }}
          className="block text-sm break-words text-slate-800 after:absolute after:inset-0 after:content-[''] hover:underline dark:text-slate-100"
        >
          {item.read ? null : <span className="sr-only">{t('notifications.unreadPrefix')} </span>}
          {item.text}
        </Link>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={item.createdAt}>{relativeTime(item.createdAt, locale)}</time>
        </p>
      </div>
      {!item.read && (
        <Button
          variant="ghost"
          className="relative z-10 -my-1 min-h-11 shrink-0 px-3 py-1 text-xs"
          onClick={onRead}
          disabled={busy}
        >
          {t('notifications.markRead')}
        </Button>
      )}
    </li>
  );
}
