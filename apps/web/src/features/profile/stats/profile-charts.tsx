/**
 * The profile's two recharts graphs: the rating over contests and the solved donut. Only this module
 * imports recharts, and the profile loads it lazily (stats/lazy-charts.tsx), so the library comes in a chunk
 * of its own when a profile is opened, never with the app (docs/architecture.md#charts).
 * Colours are picked per theme (the dots and the tooltip's cursor are drawn outside the line's own group,
 * so they cannot inherit a Tailwind colour). Each chart keeps recharts' keyboard layer (focus it, then ← and
 * → walk the points, whose tooltip is read out) and is named by a summary in words; it never names the user.
 */
import {
  CartesianGrid,
  Line,
  LineChart,
  Pie,
  PieChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale, useT } from '@/i18n/use-t';
import { dateTimeFormat } from '@/lib/intl-formats';
import { LEVEL_LABELS } from '@/lib/rating-levels';
import { useTheme } from '@/lib/theme/use-theme';
import {
  bandsWithin,
  changeClass,
  changeText,
  rankText,
  ratingChartSummary,
  ratingDomain,
  ratingTicks,
  timeDomain,
  type RatingPoint,
} from './rating-history';
import type { DonutSlice } from './solved';

const PALETTES = {
  light: {
    line: '#4f46e5',
    text: '#64748b',
    grid: '#e2e8f0',
    surface: '#ffffff',
    track: '#e2e8f0',
    band: 0.14,
  },
  dark: {
    line: '#818cf8',
    text: '#94a3b8',
    grid: '#334155',
    surface: '#0f172a',
    track: '#1e293b',
    band: 0.2,
  },
};

function usePalette() {
  return PALETTES[useTheme().theme === 'dark' ? 'dark' : 'light'];
}

const HALF_YEAR_MS = 183 * 24 * 60 * 60 * 1000;

/** Dates on the axis: day and month ('Nov 4'), or month and year ('Nov 2026') over a long history. */
function tickFormat([start, end]: readonly [number, number]): Intl.DateTimeFormatOptions {
  return end - start > HALF_YEAR_MS
    ? { month: 'short', year: 'numeric' }
    : { day: 'numeric', month: 'short' };
}

const dateText = (time: number, locale: string) =>
  dateTimeFormat(locale, { dateStyle: 'medium' }).format(time);

type TooltipProps = { active?: boolean; payload?: ReadonlyArray<{ payload?: unknown }> };

function PointTooltip({ active, payload }: TooltipProps) {
  const point = payload?.[0]?.payload as RatingPoint | undefined;
  const t = useT();
  const { locale } = useLocale();
  if (!active || !point) return null;
  if (point.start)
    return (
      <div
        role="status"
        className="max-w-64 rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <p className="font-medium text-slate-900 dark:text-slate-100">{t('profile.rating.start')}</p>
        <p className="text-slate-600 dark:text-slate-300">
          {t('profile.rating.beforeAny', { rating: String(point.rating) })}
        </p>
      </div>
    );
  return (
    <div
      role="status"
      className="max-w-64 rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="font-medium text-slate-900 dark:text-slate-100">{point.contestTitle}</p>
      <p className="text-slate-500 dark:text-slate-400">{dateText(point.time, locale)}</p>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{rankText(point.rank, point.contestants, t)}</p>
      <p className="text-slate-600 dark:text-slate-300">
        {t.rich('profile.rating.after', {
          rating: String(point.rating),
          change: changeText(point.change),
          em: (chunks) => <span className={`font-semibold ${changeClass(point.change)}`}>{chunks}</span>,
        })}
      </p>
    </div>
  );
}

export function RatingChart({ points }: { points: RatingPoint[] }) {
  const palette = usePalette();
  const t = useT();
  const { locale } = useLocale();
  const yDomain = ratingDomain(points);
  const xDomain = timeDomain(points);
  const format = tickFormat(xDomain);
  const tick = { fill: palette.text, fontSize: 12 };
  return (
    <div className="h-64" data-testid="rating-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={points}
          accessibilityLayer
          role="img"
          aria-label={ratingChartSummary(points, t)}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          {bandsWithin(yDomain).map((band) => (
            <ReferenceArea
              key={band.level}
              y1={band.y1}
              y2={band.y2}
              fill={band.colour}
              fillOpacity={palette.band}
              stroke="none"
              label={{
                value: t(LEVEL_LABELS[band.level]),
                position: 'insideTopLeft',
                fill: palette.text,
                fontSize: 11,
              }}
            />
          ))}
          <CartesianGrid vertical={false} stroke={palette.grid} strokeOpacity={0.6} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={xDomain}
            ticks={points.filter((point) => !point.start).map((point) => point.time)}
            tickFormatter={(time: number) => dateTimeFormat(locale, format).format(time)}
            tick={tick}
            tickLine={false}
            stroke={palette.grid}
            minTickGap={24}
          />
          <YAxis
            domain={yDomain}
            ticks={ratingTicks(yDomain)}
            allowDecimals={false}
            tick={tick}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip
            content={<PointTooltip />}
            isAnimationActive={false}
            cursor={{ stroke: palette.text, strokeOpacity: 0.4 }}
          />
          <Line
            dataKey="rating"
            name={t('profile.rating.lineName')}
            type="linear"
            stroke={palette.line}
            strokeWidth={2}
            dot={{ r: 3, fill: palette.line, stroke: palette.surface, strokeWidth: 1 }}
            activeDot={{ r: 5, fill: palette.line, stroke: palette.surface, strokeWidth: 2 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

function SliceTooltip({ active, payload }: TooltipProps) {
  const slice = payload?.[0]?.payload as DonutSlice | undefined;
  const t = useT();
  if (!active || !slice) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <span className="font-medium text-slate-900 dark:text-slate-100">{slice.label}</span>{' '}
      <span className="text-slate-600 dark:text-slate-300">
        {t('profile.solved.count', { count: slice.value })}
      </span>
    </div>
  );
}

const DONUT_SIZE = 160;

/** The donut of problems solved by difficulty; an empty ring when nothing is solved yet. */
export function SolvedDonut({
  slices,
  total,
  summary,
}: {
  slices: DonutSlice[];
  total: number;
  summary: string;
}) {
  const palette = usePalette();
  const t = useT();
  return (
    <div
      className="relative shrink-0"
      style={{ width: DONUT_SIZE, height: DONUT_SIZE }}
      data-testid="solved-donut"
    >
      <PieChart
        width={DONUT_SIZE}
        height={DONUT_SIZE}
        accessibilityLayer
        role="img"
        aria-label={summary}
        margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
      >
        {/* The ring's track, under the slices: what is left of it is the part not solved yet. */}
        <Pie
          data={[{ label: 'track', value: 1, fill: palette.track }]}
          dataKey="value"
          innerRadius="70%"
          outerRadius="100%"
          stroke="none"
          isAnimationActive={false}
          tooltipType="none"
          rootTabIndex={-1}
        />
        {slices.length > 0 && (
          <Pie
            data={slices.map((slice) => ({ ...slice, fill: slice.colour }))}
            dataKey="value"
            nameKey="label"
            innerRadius="70%"
            outerRadius="100%"
            startAngle={90}
            endAngle={-270}
            stroke={palette.surface}
            strokeWidth={slices.length > 1 ? 2 : 0}
            isAnimationActive={false}
            rootTabIndex={-1}
          />
        )}
        {slices.length > 0 && <Tooltip content={<SliceTooltip />} isAnimationActive={false} />}
      </PieChart>
      {/* The summary names the total already; this is its picture. */}
      <p
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center"
      >
        <span className="text-2xl font-bold text-slate-900 dark:text-slate-100">{total}</span>{' '}
        <span className="text-xs text-slate-500 dark:text-slate-400">{t('profile.solved.word')}</span>
      </p>
    </div>
  );
}
