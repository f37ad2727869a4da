/**
 * The notification calls (docs/product.md#notifications). The unread count lives in its own query: the
 * user's live stream (use-notification-stream.ts) writes it, and the bell reads it.
 */
import type { ListNotificationsResponse, MarkNotificationsReadResponse } from '@codeconquer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (unreadOnly: boolean) => ['notifications', 'list', unreadOnly] as const,
  count: ['notifications', 'count'] as const,
};

export function getNotifications(unreadOnly: boolean): Promise<ListNotificationsResponse> {
  return apiRequest(`/notifications${unreadOnly ? '?unread=true' : ''}`, {
    fallbackError: 'Failed to load notifications',
  });
}

export function useNotifications(unreadOnly: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: () => getNotifications(unreadOnly),
  });
}

/** The unread count (the stream keeps it fresh; this reads it once when there is no stream yet). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: async () => (await getNotifications(true)).unread,
    enabled,
    staleTime: Infinity,
  });
}

/** Marks `ids` read, or all of them without ids. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiRequest<MarkNotificationsReadResponse>('/notifications/read', {
        method: 'POST',
        body: ids ? { ids } : {},
        fallbackError: 'Failed to mark as read',
      }),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.count, unread);
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
  });
}
