/**
 * The Activity card: a year of Accepted submissions as a heatmap like GitHub's, in plain SVG (one rect per
 * day, laid out by activity-grid.ts, its tooltip a <title>), the year's count and the streaks.
 */
import type { ProfileStats } from '@codeconquer/contracts';
import { useDeferredValue } from 'react';
import { Card } from '@/components/ui/card';
import { heatmapLayout, HEATMAP_ROWS, type ActivityStep } from './activity-grid';
import { useLocale, useT } from '@/i18n/use-t';
import type { MessageId } from '@/i18n/message-id';

const CELL = 11;
const PITCH = 14;
/** Room for the weekday names on the left and the month names on top. */
const LEFT = 30;
const TOP = 16;
/** Room on the right for a month name over the last column. */
const RIGHT = 16;

/** The five steps, from no Accepted submission to many: greys then ever deeper greens, in either theme. */
const STEP_CLASSES: Record<ActivityStep, string> = {
  0: 'fill-slate-100 dark:fill-slate-800',
  1: 'fill-emerald-200 dark:fill-emerald-900',
  2: 'fill-emerald-400 dark:fill-emerald-700',
  3: 'fill-emerald-600 dark:fill-emerald-500',
  4: 'fill-emerald-800 dark:fill-emerald-300',
};
const STEPS: ActivityStep[] = [0, 1, 2, 3, 4];
const WEEKDAY_LABELS: readonly { row: number; labelId: MessageId }[] = [
  { row: 1, labelId: 'profile.activity.mon' },
  { row: 3, labelId: 'profile.activity.wed' },
  { row: 5, labelId: 'profile.activity.fri' },
];

export function ActivityCard({ activity }: { activity: ProfileStats['activity'] }) {
  const t = useT();
  const { locale } = useLocale();
  const layout = heatmapLayout(activity, { t, locale });
  const days = (count: number) => t('profile.activity.days', { count });
  // The year's ~370 cells (each a rect with its title) are drawn in a deferred render, which React splits
  // into short slices, instead of in the page's first render, where they were one long task on a phone.
  // The svg has its final size from the first render, so nothing moves when they appear.
  const drawCells = useDeferredValue(true, false);
  const width = LEFT + layout.columns * PITCH + RIGHT;
  const height = TOP + HEATMAP_ROWS * PITCH;
  const yearText = t('profile.activity.year', { count: activity.acceptedInYear });
  return (
    <Card className="p-6" data-testid="profile-activity">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">{t('profile.activity.title')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{yearText}</p>
      </div>
      {/* On a narrow screen the year scrolls, and shows its latest weeks first, as GitHub's does (a frame
          that scrolls sideways by design: data-scrolls-sideways, see docs/delivery.md#phones). The frame
          is a reversed flex row, whose scrolling starts at its right end, so no script sets scrollLeft:
          one did in the next frame, and reading scrollWidth laid the page out, 35 ms of one task at full
          speed on our 2-core machine. The auto margin keeps the year on the left where it fits. */}
      <div
        className="flex flex-row-reverse overflow-x-auto"
        data-scrolls-sideways
        data-testid="activity-frame"
      >
        <svg
          role="img"
          aria-label={t('profile.activity.summary', {
            year: yearText,
            current: days(activity.currentStreak),
            longest: days(activity.longestStreak),
          })}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="mr-auto shrink-0 text-slate-500 dark:text-slate-400"
        >
          {layout.months.map((month) => (
            <text key={month.column} x={LEFT + month.column * PITCH} y={10} fontSize={10} fill="currentColor">
              {month.label}
            </text>
          ))}
          {WEEKDAY_LABELS.map((day) => (
            <text key={day.row} x={0} y={TOP + day.row * PITCH + 9} fontSize={10} fill="currentColor">
              {t(day.labelId)}
            </text>
          ))}
          {drawCells &&
            layout.cells.map((cell) => (
              <rect
                key={cell.date}
                x={LEFT + cell.column * PITCH}
                y={TOP + cell.row * PITCH}
                width={CELL}
                height={CELL}
                rx={2}
                className={STEP_CLASSES[cell.step]}
                data-date={cell.date}
                data-accepted={cell.accepted}
              >
                <title>{cell.title}</title>
              </rect>
            ))}
        </svg>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-slate-600 dark:text-slate-300">
          <span>{t('profile.activity.current', { days: days(activity.currentStreak) })}</span>
          <span>{t('profile.activity.longest', { days: days(activity.longestStreak) })}</span>
        </div>
        <div
          className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        >
          <span className="mr-1">{t('profile.activity.less')}</span>
          {STEPS.map((step) => (
            <svg key={step} width={CELL} height={CELL}>
              <rect width={CELL} height={CELL} rx={2} className={STEP_CLASSES[step]} />
            </svg>
          ))}
          <span className="ml-1">{t('profile.activity.more')}</span>
        </div>
      </div>
    </Card>
  );
}
