import type { SiteSettings, SiteSettingsResponse } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPublicSettings } from '@/api/site-settings-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** Stores the whole settings object (PUT /admin/settings); the answer is the settings as now stored. */
export function saveSiteSettings(settings: SiteSettings, fallbackError: string): Promise<SiteSettings> {
  return apiRequest<SiteSettingsResponse>('/admin/settings', {
    method: 'PUT',
    body: settings,
    fallbackError,
  }).then((response) => response.settings);
}

/**
 * The page shows the stored settings at once; what every page shows (GET /settings: the banner, costs and
 * limits, in this tab too) and the audit log (a new entry) are read again.
 */
export function useSaveSiteSettings() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) => saveSiteSettings(settings, t('admin.settings.saveFailed')),
    onSuccess: async (settings) => {
      queryClient.setQueryData(adminQueryKeys.settings, settings);
      await Promise.all([
        refreshPublicSettings(queryClient),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit }),
      ]);
    },
  });
}
