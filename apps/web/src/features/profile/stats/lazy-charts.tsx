/**
 * The profile's graphs, loaded on first use: recharts is a chunk of its own that only the pages that draw
 * with it download (docs/architecture.md#charts). Until it arrives, each graph's place is kept at its size.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';

const loadCharts = () => import('./profile-charts');
const LazyRatingChart = lazy(() => loadCharts().then((module) => ({ default: module.RatingChart })));
const LazySolvedDonut = lazy(() => loadCharts().then((module) => ({ default: module.SolvedDonut })));

function Placeholder({ className }: { className: string }) {
  const t = useT();
  return (
    <div className={`flex items-center justify-center ${className}`}>
      <Spinner className="h-6 w-6" label={t('profile.chart.loading')} />
    </div>
  );
}

export function RatingChart(props: ComponentProps<typeof LazyRatingChart>) {
  return (
    <Suspense fallback={<Placeholder className="h-64" />}>
      <LazyRatingChart {...props} />
    </Suspense>
  );
}

export function SolvedDonut(props: ComponentProps<typeof LazySolvedDonut>) {
  return (
    <Suspense fallback={<Placeholder className="h-40 w-40 shrink-0" />}>
      <LazySolvedDonut {...props} />
    </Suspense>
  );
}
