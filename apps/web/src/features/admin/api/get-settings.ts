import type { SiteSettings, SiteSettingsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** Every setting of the site, as stored (GET /admin/settings). */
export function getSiteSettings(): Promise<SiteSettings> {
  return apiRequest<SiteSettingsResponse>('/admin/settings', {
    fallbackError: 'Failed to load the settings',
  }).then((response) => response.settings);
}

export const siteSettingsQuery = () =>
  queryOptions({ queryKey: adminQueryKeys.settings, queryFn: getSiteSettings });

export function useSiteSettings() {
  return useQuery(siteSettingsQuery());
}
