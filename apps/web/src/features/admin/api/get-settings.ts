import type { SiteSettings, SiteSettingsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** Every setting of the site, as stored (GET /admin/settings). */
export function getSiteSettings(fallbackError: string): Promise<SiteSettings> {
  return apiRequest<SiteSettingsResponse>('/admin/settings', {
    fallbackError,
  }).then((response) => response.settings);
}

export const siteSettingsQuery = (fallbackError: string) =>
  queryOptions({ queryKey: adminQueryKeys.settings, queryFn: () => getSiteSettings(fallbackError) });

export function useSiteSettings() {
  const t = useT();
  return useQuery(siteSettingsQuery(t('admin.settings.loadFailed')));
}
