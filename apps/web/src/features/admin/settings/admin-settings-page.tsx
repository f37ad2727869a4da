/**
 * /admin/settings (docs/product.md#admin-panel): the site's settings, read from the server and changed in
 * one form (settings-form.tsx). A change holds on the next request on every server; pages read what they
 * show of it through src/api/site-settings.ts, which Save reads again.
 */
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSiteSettings } from '../api/get-settings';
import { SettingsForm } from './settings-form';

export function AdminSettingsPage() {
  const settings = useSiteSettings();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Settings"
        subtitle="Review limits, token costs and rewards, sign-up, run limits and the announcement."
      />
      {settings.isPending ? (
        <FullPageSpinner />
      ) : settings.data === undefined ? (
        <Alert tone="error">{errorMessage(settings.error, 'Failed to load the settings')}</Alert>
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </div>
  );
}
