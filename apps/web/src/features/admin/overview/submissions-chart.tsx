/**
 * The Overview's bar chart of submissions per day (30 days, oldest first). Its colours are currentColor:
 * the axes and grid take the card's slate text, the bars the accent (indigo-600, indigo-400 in dark mode),
 * so it reads in both themes. Screen readers get the chart as one image named by its total and busiest
 * day, and the 30 values as a visually hidden table. Only the admin feature imports recharts, so it stays
 * in the admin screens' chunk.
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale, useT } from '@/i18n/use-t';
import { chartLabel, dayTickText, formatCount, submissionsText, type DayCount } from './overview-numbers';

/** From 0, and at least to 4, so a quiet month still has a few whole-number ticks. */
const Y_DOMAIN = [0, (dataMax: number) => Math.max(dataMax, 4)] as const;
const TICK = { fill: 'currentColor', fontSize: 12 };

type TooltipProps = {
  active?: boolean;
  label?: string | number;
  payload?: ReadonlyArray<{ value?: unknown }>;
};

function DayTooltip({ active, label, payload }: TooltipProps) {
  const t = useT();
  const count = payload?.[0]?.value;
  if (!active || typeof count !== 'number') return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <p className="font-medium text-slate-900 dark:text-slate-100">{label}</p>
      <p className="text-slate-600 dark:text-slate-300">{submissionsText(t, count)}</p>
    </div>
  );
}

export function SubmissionsChart({ days }: { days: DayCount[] }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <>
      <div
        role="img"
        aria-label={chartLabel(t, days)}
        data-testid="overview-submissions-chart"
        className="h-64 text-slate-500 dark:text-slate-400"
      >
        <ResponsiveContainer width="100%" height="100%">
          {/* No keyboard layer: inside an image it would be a focus stop nobody can use; the table reads out. */}
          <BarChart
            data={days}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, bottom: 0, left: -12 }}
          >
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.2} />
            <XAxis
              dataKey="day"
              tickFormatter={(day: string) => dayTickText(day, locale)}
              tick={TICK}
              tickLine={false}
              stroke="currentColor"
              strokeOpacity={0.4}
              minTickGap={16}
            />
            <YAxis
              domain={Y_DOMAIN}
              allowDecimals={false}
              tick={TICK}
              tickLine={false}
              axisLine={false}
              width={44}
            />
            <Tooltip
              content={DayTooltip}
              cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
              isAnimationActive={false}
            />
            <Bar
              dataKey="count"
              name={t('admin.overview.submissions')}
              fill="currentColor"
              className="text-indigo-600 dark:text-indigo-400"
              radius={[3, 3, 0, 0]}
              maxBarSize={24}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{t('admin.overview.chart.caption', { days: days.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.overview.chart.day')}</th>
            <th scope="col">{t('admin.overview.submissions')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map(({ day, count }) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              <td>{formatCount(count, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
