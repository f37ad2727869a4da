/**
 * The site's public settings as screens read them (GET /api/settings, docs/product.md#admin-api). Until
 * the answer comes, and if it never does, the contracts' defaults stand in, so no page waits on it; the
 * server enforces the real values whatever a page shows. The query itself is site-settings-query.ts.
 */
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '@codeconquer/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicSettingsQuery } from './site-settings-query';

export function usePublicSettings(): PublicSettings {
  const { data } = useQuery({ ...publicSettingsQuery(), placeholderData: DEFAULT_PUBLIC_SETTINGS });
  return data ?? DEFAULT_PUBLIC_SETTINGS;
}
