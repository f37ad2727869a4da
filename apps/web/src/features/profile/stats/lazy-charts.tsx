/**
 * The profile's graphs, loaded late: recharts is a chunk of its own that only the pages that draw with it
 * download (docs/architecture.md#charts), and a graph asks for it only once its place is near the screen
 * or the page is idle (use-shown-or-idle.ts), so neither the download nor recharts' first render falls
 * into the page's start. Until then, each graph's place is kept at its size (no layout shift).
 */
import { lazy, Suspense, useRef, type ComponentProps, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useShownOrIdle } from './use-shown-or-idle';

const loadCharts = () => import('./profile-charts');
const LazyRatingChart = lazy(() => loadCharts().then((module) => ({ default: module.RatingChart })));
const LazySolvedDonut = lazy(() => loadCharts().then((module) => ({ default: module.SolvedDonut })));

function Placeholder({ className }: { className: string }) {
  return (
    <div className={`flex items-center justify-center ${className}`}>
      <Spinner className="h-6 w-6" label="Loading the chart" />
    </div>
  );
}

/** The chart once its place has been shown (or the page is idle), the same-sized placeholder before. */
function Deferred({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useShownOrIdle(ref);
  const placeholder = <Placeholder className={className} />;
  if (!shown)
    return (
      <div ref={ref} className={className}>
        {placeholder}
      </div>
    );
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

export function RatingChart(props: ComponentProps<typeof LazyRatingChart>) {
  return (
    <Deferred className="h-64">
      <LazyRatingChart {...props} />
    </Deferred>
  );
}

export function SolvedDonut(props: ComponentProps<typeof LazySolvedDonut>) {
  return (
    <Deferred className="h-40 w-40 shrink-0">
      <LazySolvedDonut {...props} />
    </Deferred>
  );
}
