/** The platform claims (docs/product.md#landing), shown under the hero. */
const STATS = [
  { value: '10K+', label: 'Coders' },
  { value: '500+', label: 'Problems' },
  { value: '50+', label: 'Contests' },
  { value: '99.9%', label: 'Uptime' },
] as const;

export function StatsStrip() {
  return (
    <section aria-label="Platform statistics" className="px-4 pb-16">
      <dl className="mx-auto grid max-w-3xl grid-cols-2 gap-6 text-center sm:grid-cols-4">
        {STATS.map((stat) => (
          // dt after dd visually, but first in the markup so screen readers hear the label first.
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-sm text-slate-500 dark:text-slate-400">{stat.label}</dt>
            <dd className="text-3xl font-bold text-indigo-600 dark:text-indigo-400">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
