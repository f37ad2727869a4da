/**
 * The one cache entry of GET /api/settings: what every visitor's pages show of the site's settings (hint
 * costs, review limits, first-solve rewards, sign-up open, the announcement). Only the contracts' types
 * are imported here: the announcement banner of the app frame reads this query on every page with app
 * bars, and any value of the contracts would bring zod into the `app` chunk (docs/delivery.md). Screens
 * read the settings with the contracts' defaults through site-settings.ts.
 */
import type { PublicSettings } from '@codeconquer/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The server answers from memory; a minute-old cost or announcement is fresh enough to show. */
export const PUBLIC_SETTINGS_FRESH_MS = 60_000;

export const publicSettingsKey = ['settings', 'public'] as const;

export function getPublicSettings(): Promise<PublicSettings> {
  return apiRequest<PublicSettings>('/settings', { fallbackError: 'Failed to load the settings' });
}

export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: publicSettingsKey,
    queryFn: getPublicSettings,
    staleTime: PUBLIC_SETTINGS_FRESH_MS,
    // The frame that reads it stays mounted for the tab's life: coming back to a tab left open is when
    // a new announcement or cost can show without a reload.
    refetchOnWindowFocus: true,
  });

/** After the settings changed (an admin saved them, or sign-up was refused as closed): read them again. */
export function refreshPublicSettings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: publicSettingsKey });
}

const pickAnnouncement = (settings: PublicSettings) => settings.announcement;

/** The site's announcement, '' (none) until it is known or when it cannot be read. */
export function useAnnouncement(): string {
  return useQuery({ ...publicSettingsQuery(), select: pickAnnouncement }).data ?? '';
}
