/** One of the Overview's numbers: an icon, a label, the value and a line under it. */
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

type Props = { icon: ReactNode; label: string; value: string; detail?: string; testId: string };

export function StatCard({ icon, label, value, detail, testId }: Props) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <div className="rounded-lg bg-slate-100 p-3 text-indigo-600 dark:bg-slate-800 dark:text-indigo-400">
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-sm text-slate-500 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
          {value}
        </p>
        {detail && <p className="text-xs text-slate-500 dark:text-slate-400">{detail}</p>}
      </div>
    </Card>
  );
}
