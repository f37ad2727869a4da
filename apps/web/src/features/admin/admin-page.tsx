/**
 * The admin panel's sections still to come (docs/product.md#admin-panel): placeholders, each saying what
 * it will hold. Users and the audit log have their own pages (users/, audit/).
 */
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

const SECTIONS = {
  overview: { title: 'Admin Panel', text: 'Platform overview: users, problems and submissions at a glance.' },
  problems: { title: 'Manage Problems', text: 'Create and edit problems and their test data.' },
  settings: { title: 'Settings', text: 'Platform-wide settings.' },
} as const;

export function AdminPage({ section }: { section: keyof typeof SECTIONS }) {
  const { title, text } = SECTIONS[section];
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={title} subtitle={text} />
      <Card className="p-6 text-sm text-slate-500">These tools arrive with the admin issue.</Card>
    </div>
  );
}
