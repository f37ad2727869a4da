/**
 * The signed-in user's live stream (GET /api/me/events), opened once per browser tab by the app's layout
 * and read by the app's one stream reader (lib/event-stream.ts): each 'notifications' event carries the
 * unread count, written to the count's query (the bell shows it), and the lists on screen are read again.
 * A broken stream is opened again after a pause; a refusal (signed out) ends it until the user changes.
 */
import type { NotificationsEvent } from '@codeconquer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '@/lib/event-stream';
import { notificationKeys } from './api/notifications';

/** The contracts' NOTIFICATIONS_EVENT, spelled here: a value from the contracts would bring zod along. */
const EVENT = 'notifications';

export function useNotificationStream(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    void followEventStream<{ [EVENT]: NotificationsEvent }>(
      '/me/events',
      {
        names: [EVENT],
        onEvent: ({ data }) => {
          const before = queryClient.getQueryData<number>(notificationKeys.count);
          queryClient.setQueryData(notificationKeys.count, data.unread);
          if (before !== data.unread)
            void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
        },
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [userId, queryClient]);
}
