/**
 * The board's table: Rank, User (photo, name and @username, linking to the profile), Rating, Problems
 * Solved (in the period, for This Month and This Week), Submissions, Level. The signed-in user's own row is
 * highlighted and marked 'You'.
 */
import type { LeaderboardEntry } from '@codeconquer/contracts';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { levelForRating } from '@/lib/rating-levels';

const COLUMNS = ['Rank', 'User', 'Rating', 'Problems Solved', 'Submissions', 'Level'];

export const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

export function LeaderboardTable({
  entries,
  userId,
}: {
  entries: LeaderboardEntry[];
  userId: string | null;
}) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-500 dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <LeaderboardRow key={entry.userId} entry={entry} mine={entry.userId === userId} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function LeaderboardRow({ entry, mine }: { entry: LeaderboardEntry; mine: boolean }) {
  return (
    <tr
      className={cn(
        'border-t border-slate-100 dark:border-slate-800',
        mine && 'bg-indigo-50 dark:bg-indigo-950/50',
      )}
      aria-current={mine ? 'true' : undefined}
      data-testid="leaderboard-row"
    >
      <td className="px-4 py-3 font-semibold">{entry.rank}</td>
      <td className="px-4 py-2">
        <div className="flex items-center gap-3">
          <Link
            to={profilePath(entry.username)}
            className="group flex min-w-0 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-indigo-500"
          >
            {/* The name beside it says who it is. */}
            <span aria-hidden="true" className="shrink-0">
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
              You
            </span>
          )}
        </div>
      </td>
      <td className="px-4 py-3">{entry.rating}</td>
      <td className="px-4 py-3">{entry.solvedProblems}</td>
      <td className="px-4 py-3">{entry.submissions}</td>
      <td className="px-4 py-3">{levelForRating(entry.rating)}</td>
    </tr>
  );
}
