/**
 * The Rating card (the current rating, its level and the model's uncertainty, and the graph over rated
 * contests on the level bands) and the Contest history table under it, newest first.
 */
import type { ProfileStats } from '@codeconquer/contracts';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { RatingChart } from './lazy-charts';
import { changeClass, changeText, contestHistoryRows, ratingLine } from './rating-history';
import { levelName } from '@/lib/rating-levels';

export function RatingCard({ stats }: { stats: ProfileStats }) {
  const points = ratingLine(stats.ratingHistory);
  const t = useT();
  return (
    <Card className="p-6" data-testid="profile-rating">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">{t('profile.rating.title')}</h2>
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-bold text-indigo-600 dark:text-indigo-400">{stats.rating}</span>
          <span className="text-sm text-slate-500 dark:text-slate-400">± {stats.ratingDeviation}</span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {levelName(stats.rating, t)}
          </span>
        </p>
      </div>
      {points.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('profile.rating.empty')}</p>
      ) : (
        <RatingChart points={points} />
      )}
    </Card>
  );
}

export function ContestHistoryCard({ history }: { history: ProfileStats['ratingHistory'] }) {
  const rows = contestHistoryRows(history);
  const t = useT();
  return (
    <Card className="p-6" data-testid="profile-contest-history">
      <h2 className="mb-3 font-semibold">{t('profile.history.title')}</h2>
      <div className="max-h-96 overflow-auto">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-white text-slate-500 dark:bg-slate-900 dark:text-slate-400">
            <tr>
              {(
                [
                  'profile.history.contest',
                  'profile.history.rank',
                  'profile.history.change',
                  'profile.history.newRating',
                ] as const
              ).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((row) => (
              <tr key={row.contestId}>
                <td className="px-3 py-2">
                  <Link
                    to={`/contests/${encodeURIComponent(row.contestId)}`}
                    className="text-slate-900 hover:text-indigo-600 dark:text-slate-100 dark:hover:text-indigo-400"
                  >
                    {row.contestTitle}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  {row.rank}
                  <span className="text-slate-500 dark:text-slate-400"> / {row.contestants}</span>
                </td>
                <td className={cn('px-3 py-2 font-medium', changeClass(row.change))}>
                  {changeText(row.change)}
                </td>
                <td className="px-3 py-2">{row.rating}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
