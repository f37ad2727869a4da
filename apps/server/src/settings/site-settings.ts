/**
 * The site's settings (docs/architecture.md#admin): one row in site_settings. Whatever enforces a setting
 * (a hint's cost, the review limits, a first solve's reward, sign-up being open, a new account's tokens,
 * the default run limits) reads it from the database on the request that needs it, so a change holds on
 * the next request on every server. What the pages show (GET /api/settings) is served from memory,
 * rebuilt at once here and, told over the cluster bus, on the other servers (within a second at worst).
 */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsSchema,
  toPublicSettings,
  type SiteSettings,
} from '@codeconquer/contracts';
import { announceViewChange } from '../lib/view-changes';
import type { Database, Queryable } from '../db/client';
import { siteSettings } from '../db/schema';
import { viewCachePerOwner, type JsonBody } from '../lib/view-cache';

const ROW_ID = 'site';

/**
 * The settings now. A stored value is read over the defaults, so a setting added by a release has its
 * default until an admin sets it; a stored value that no longer validates falls back to the defaults.
 */
export async function loadSettings(db: Queryable): Promise<SiteSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.id, ROW_ID));
  if (!row) return DEFAULT_SITE_SETTINGS;
  const parsed = siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, ...(row.value as object) });
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}

/** Stores validated settings (the caller audits the change, in the same transaction). */
export async function storeSettings(db: Queryable, settings: SiteSettings, now: Date): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: ROW_ID, value: settings, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.id, set: { value: settings, updatedAt: now } });
}

let version = 0;

/** Settings were stored (committed): what the pages show is rebuilt before it is served again. */
export function settingsChanged(): void {
  markSettingsChanged();
  announceViewChange({ kind: 'settings' });
}

/** As settingsChanged, without telling the other servers (for a change they told this one of). */
export function markSettingsChanged(): void {
  version += 1;
}

const cacheOf = viewCachePerOwner({ freshMs: 1000, maxChars: 64 * 1024 });

/** GET /api/settings as served. */
export function publicSettingsBody(db: Database): Promise<JsonBody> {
  return cacheOf(db).get('public', version, async () => toPublicSettings(await loadSettings(db)));
}
