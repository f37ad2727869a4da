/**
 * The admin panel's sections routed through here (docs/product.md#admin-panel): the Overview
 * (overview/admin-overview-page.tsx) and Settings (settings/admin-settings-page.tsx). Users, the audit log
 * and problems have their own routes (users/, audit/, problems/).
 */
import { AdminOverviewPage } from './overview/admin-overview-page';
import { AdminSettingsPage } from './settings/admin-settings-page';

export function AdminPage({ section }: { section: 'overview' | 'settings' }) {
  return section === 'overview' ? <AdminOverviewPage /> : <AdminSettingsPage />;
}
