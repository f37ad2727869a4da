/**
 * The admin panel's sections routed through here (docs/product.md#admin-panel): the Overview
 * (overview/admin-overview-page.tsx), Settings (settings/admin-settings-page.tsx), and the placeholder
 * still to come, saying what it will hold. Users and the audit log have their own routes (users/, audit/).
 */
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { AdminOverviewPage } from './overview/admin-overview-page';
import { AdminSettingsPage } from './settings/admin-settings-page';

const PLACEHOLDERS = {
  problems: { title: 'Manage Problems', text: 'Create and edit problems and their test data.' },
} as const;

export function AdminPage({ section }: { section: 'overview' | 'settings' | keyof typeof PLACEHOLDERS }) {
  if (section === 'overview') return <AdminOverviewPage />;
  if (section === 'settings') return <AdminSettingsPage />;
  const { title, text } = PLACEHOLDERS[section];
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={title} subtitle={text} />
      <Card className="p-6 text-sm text-slate-500">These tools arrive with the admin issue.</Card>
    </div>
  );
}
