/**
 * /admin/settings (docs/product.md#admin-panel): the site's settings, read from the server and changed in
 * one form (settings-form.tsx). A change holds on the next request on every server; pages read what they
 * show of it through src/api/site-settings.ts, which Save reads again.
 */
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useSiteSettings } from '../api/get-settings';
import { SettingsForm } from './settings-form';

export function AdminSettingsPage() {
  const t = useT();
  const settings = useSiteSettings();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('admin.settings.title')} subtitle={t('admin.settings.subtitle')} />
      {settings.isPending ? (
        <FullPageSpinner />
      ) : settings.data === undefined ? (
        <Alert tone="error">{errorMessage(settings.error, t('admin.settings.loadFailed'))}</Alert>
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </div>
  );
}
