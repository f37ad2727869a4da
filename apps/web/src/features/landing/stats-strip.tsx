/** The platform claims (docs/product.md#landing), shown under the hero. */
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';

const STATS: { value: string; labelId: MessageId }[] = [
  { value: '10K+', labelId: 'landing.stats.coders' },
  { value: '500+', labelId: 'layout.nav.problems' },
  { value: '50+', labelId: 'layout.nav.contests' },
  { value: '99.9%', labelId: 'landing.stats.uptime' },
];

export function StatsStrip() {
  const t = useT();
  return (
    <section aria-label={t('landing.stats.label')} className="px-4 pb-16">
      <dl className="mx-auto grid max-w-3xl grid-cols-2 gap-6 text-center sm:grid-cols-4">
        {STATS.map((stat) => (
          // dt after dd visually, but first in the markup so screen readers hear the label first.
          <div key={stat.labelId} className="flex flex-col-reverse">
            <dt className="text-sm text-slate-500 dark:text-slate-400">{t(stat.labelId)}</dt>
            <dd className="text-3xl font-bold text-indigo-600 dark:text-indigo-400">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
