/** The owner's notification settings (GET/PUT /notifications/settings), shown on the profile. */
import type { NotificationSettings, NotificationSettingsResponse } from '@codeconquer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const settingsKey = ['notifications', 'settings'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () =>
      apiRequest<NotificationSettingsResponse>('/notifications/settings', {
        fallbackError: 'Failed to load notification settings',
      }).then((response) => response.settings),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiRequest<NotificationSettingsResponse>('/notifications/settings', {
        method: 'PUT',
        body: settings,
        fallbackError: 'Failed to save notification settings',
      }).then((response) => response.settings),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
