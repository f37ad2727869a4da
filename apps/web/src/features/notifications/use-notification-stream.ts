/**
 * The signed-in user's live stream (GET /api/me/events), opened once per browser tab by the app's layout:
 * each 'notifications' event carries the unread count, written to the count's query (the bell shows it),
 * and the lists on screen are read again. EventSource sends the session cookie (it cannot send the
 * bearer header) and reconnects by itself after a dropped connection; a stream the server ended for good
 * (signed out, say) is opened again after a pause while the user is still signed in.
 */
import type { NotificationsEvent } from '@codeconquer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '@/lib/api-client';
import { notificationKeys } from './api/notifications';

/** The contracts' NOTIFICATIONS_EVENT, spelled here: a value from the contracts would bring zod along. */
const EVENT = 'notifications';
const REOPEN_MS = 15_000;

export function useNotificationStream(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopenTimer: number | undefined;
    let stopped = false;
    const open = () => {
      const stream = new EventSource(`${API_BASE}/me/events`, { withCredentials: true });
      source = stream;
      stream.addEventListener(EVENT, (event) => {
        const { unread } = JSON.parse((event as MessageEvent<string>).data) as NotificationsEvent;
        const before = queryClient.getQueryData<number>(notificationKeys.count);
        queryClient.setQueryData(notificationKeys.count, unread);
        if (before !== unread) void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
      });
      stream.onerror = () => {
        if (stream.readyState !== EventSource.CLOSED || stopped) return;
        reopenTimer = window.setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      source?.close();
      window.clearTimeout(reopenTimer);
    };
  }, [userId, queryClient]);
}
