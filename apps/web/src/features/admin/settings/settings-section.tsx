/** One group of the settings form: a card whose legend names the group, a line on what it governs, its fields. */
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export function SettingsSection({
  title,
  note,
  children,
}: {
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5">
      <fieldset>
        <legend className="font-semibold text-slate-900 dark:text-slate-100">{title}</legend>
        <p className="mt-1 mb-4 text-sm text-slate-500 dark:text-slate-400">{note}</p>
        {children}
      </fieldset>
    </Card>
  );
}
