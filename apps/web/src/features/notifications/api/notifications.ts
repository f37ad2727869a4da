/**
 * The notification calls (docs/product.md#notifications). The unread count lives in its own query: the
 * user's live stream (use-notification-stream.ts) writes it, and the bell reads it.
 */
import type { ListNotificationsResponse, MarkNotificationsReadResponse } from '@codeconquer/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (unreadOnly: boolean) => ['notifications', 'list', unreadOnly] as const,
  count: ['notifications', 'count'] as const,
};

/** The 50 newest, or the 50 older than `before` (the id of the oldest one shown). */
export function getNotifications(unreadOnly: boolean, before?: string): Promise<ListNotificationsResponse> {
  const query = new URLSearchParams();
  if (unreadOnly) query.set('unread', 'true');
  if (before) query.set('before', before);
  const search = query.toString();
  return apiRequest(`/notifications${search ? `?${search}` : ''}`, {
    fallbackError: 'Failed to load notifications',
  });
}

/** The list, 50 at a time: each further page holds the 50 older than the last one shown. */
export function useNotifications(unreadOnly: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: ({ pageParam }) => getNotifications(unreadOnly, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.more ? last.notifications.at(-1)?.id : undefined),
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
