/** An admin changes the site's settings: stored with its audit entry in one transaction, then served. */
import type { SiteSettings } from '@codeconquer/contracts';
import type { ServiceContext } from '../core/service-context';
import type { UserRow } from '../accounts/sessions';
import { loadSettings, settingsChanged, storeSettings } from '../settings/site-settings';
import { recordAudit } from './audit-log';

/** Only the settings that changed are kept in the audit entry, before and after. */
function changedFields(before: SiteSettings, after: SiteSettings) {
  const keys = (Object.keys(after) as (keyof SiteSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    changed: keys.length > 0,
  };
}

export async function updateSettings(
  ctx: ServiceContext,
  admin: UserRow,
  next: SiteSettings,
): Promise<SiteSettings> {
  await ctx.db.transaction(async (tx) => {
    const current = await loadSettings(tx);
    const { before, after, changed } = changedFields(current, next);
    if (!changed) return;
    await storeSettings(tx, next, ctx.now());
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'settings.update',
      target: { type: 'settings', id: 'site' },
      before,
      after,
    });
  });
  settingsChanged();
  return loadSettings(ctx.db);
}
