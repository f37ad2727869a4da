/**
 * The board's table: Rank, User (photo, name and @username, linking to the profile), Rating, Problems
 * Solved (in the period, for This Month and This Week), Submissions, Level. The signed-in user's own row is
 * highlighted and marked 'You'. On a phone it keeps Rank, User (no photo) and what the period ranks by
 * (Rating All Time, Problems Solved in a month or a week), so it fits 360 px without scrolling sideways.
 */
import type { LeaderboardEntry, LeaderboardPeriod } from '@codeconquer/contracts';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { levelName } from '@/lib/rating-levels';

const COLUMNS = ['Rank', 'User', 'Rating', 'Problems Solved', 'Submissions', 'Level'] as const;
type Column = (typeof COLUMNS)[number];

/** The columns a phone shows: the ranking and what the period ranks by. */
function onPhone(column: Column, period: LeaderboardPeriod): boolean {
  if (column === 'Rank' || column === 'User') return true;
  return column === (period === 'all' ? 'Rating' : 'Problems Solved');
}

/** A cell's classes: narrower on a phone, and hidden there unless the phone keeps its column. */
const cellClasses = (column: Column, period: LeaderboardPeriod, padding = 'py-3') =>
  cn('px-2 sm:px-4', padding, !onPhone(column, period) && 'hidden sm:table-cell');

/** Each column's heading. */
const HEADINGS: Record<Column, MessageId> = {
  Rank: 'leaderboard.column.rank',
  User: 'leaderboard.column.user',
  Rating: 'leaderboard.column.rating',
  'Problems Solved': 'leaderboard.column.solved',
  Submissions: 'leaderboard.column.submissions',
  Level: 'leaderboard.column.level',
};

export const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

export function LeaderboardTable({
  entries,
  userId,
  period,
}: {
  entries: LeaderboardEntry[];
  userId: string | null;
  period: LeaderboardPeriod;
}) {
  const t = useT();
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-500 dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={cn(cellClasses(column, period), 'font-medium')}>
                {t(HEADINGS[column])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <LeaderboardRow key={entry.userId} entry={entry} mine={entry.userId === userId} period={period} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function LeaderboardRow({
  entry,
  mine,
  period,
}: {
  entry: LeaderboardEntry;
  mine: boolean;
  period: LeaderboardPeriod;
}) {
  const t = useT();
  const cell = (column: Column, padding?: string) => cellClasses(column, period, padding);
  return (
    <tr
      className={cn(
        'border-t border-slate-100 dark:border-slate-800',
        mine && 'bg-indigo-50 dark:bg-indigo-950/50',
      )}
      aria-current={mine ? 'true' : undefined}
      data-testid="leaderboard-row"
    >
      <td className={cn(cell('Rank'), 'font-semibold')}>{entry.rank}</td>
      <td className={cell('User', 'py-2')}>
        {/* On a phone 'You' goes under the name, which is cut with … rather than widen the table. */}
        <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-3">
          <Link
            to={profilePath(entry.username)}
            className="group flex min-h-11 max-w-[10rem] min-w-0 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-indigo-500 sm:max-w-none"
          >
            {/* The name beside it says who it is. */}
            <span aria-hidden="true" className="hidden shrink-0 sm:inline">
              <Avatar name={entry.name} photoUrl={entry.profilePhotoUrl} className="h-8 w-8 text-sm" />
            </span>
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900 group-hover:text-indigo-600 dark:text-slate-100 dark:group-hover:text-indigo-400">
                {entry.name}
              </span>
              <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                @{entry.username}
              </span>
            </span>
          </Link>
          {mine && (
            <span className="shrink-0 rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-medium text-white dark:bg-indigo-500">
              {t('leaderboard.you')}
            </span>
          )}
        </div>
      </td>
      <td className={cell('Rating')}>{entry.rating}</td>
      <td className={cell('Problems Solved')}>{entry.solvedProblems}</td>
      <td className={cell('Submissions')}>{entry.submissions}</td>
      <td className={cell('Level')}>{levelName(entry.rating, t)}</td>
    </tr>
  );
}
