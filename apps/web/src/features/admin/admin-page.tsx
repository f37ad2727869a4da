/**
 * The admin panel's sections routed through here (docs/product.md#admin-panel): the Overview
 * (overview/admin-overview-page.tsx), and the placeholders still to come, each saying what it will hold.
 * Users and the audit log have their own routes (users/, audit/).
 */
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { AdminOverviewPage } from './overview/admin-overview-page';

const PLACEHOLDERS = {
  problems: { title: 'Manage Problems', text: 'Create and edit problems and their test data.' },
  settings: { title: 'Settings', text: 'Platform-wide settings.' },
} as const;

export function AdminPage({ section }: { section: 'overview' | keyof typeof PLACEHOLDERS }) {
  if (section === 'overview') return <AdminOverviewPage />;
  const { title, text } = PLACEHOLDERS[section];
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={title} subtitle={text} />
      <Card className="p-6 text-sm text-slate-500">These tools arrive with the admin issue.</Card>
    </div>
  );
}
