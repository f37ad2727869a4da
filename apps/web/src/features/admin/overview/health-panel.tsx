/** The Overview's health rows (health.ts): green when well, red when not, plain otherwise. */
import type { AdminOverview } from '@codeconquer/contracts';
import { cn } from '@/lib/cn';
import { healthRows, type HealthTone } from './health';

const TONE_CLASSES: Record<HealthTone, string> = {
  good: 'text-green-700 dark:text-green-400',
  bad: 'text-red-600 dark:text-red-400',
  plain: 'text-slate-900 dark:text-slate-100',
};

export function HealthPanel({ overview }: { overview: AdminOverview }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      {healthRows(overview).map(({ label, text, tone }) => (
        <div key={label} data-testid="overview-health" data-tone={tone}>
          <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className={cn('mt-0.5 font-medium break-words', TONE_CLASSES[tone])}>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
