/**
 * The first three of the whole board on medal cards (a search does not change them). On a phone the three
 * stand side by side, small (medal, name, rating, level; no avatar), so the table starts on the first
 * screen instead of two screens down.
 */
import type { LeaderboardEntry, LeaderboardPeriod } from '@codeconquer/contracts';
import { Medal } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { profilePath } from './leaderboard-table';
import { medalClass, periodSolvedText } from './leaderboard-text';
import { levelName } from '@/lib/rating-levels';

export function TopThree({ top, period }: { top: LeaderboardEntry[]; period: LeaderboardPeriod }) {
  const t = useT();
  return (
    <div className="mb-6 grid grid-cols-3 gap-2 sm:gap-4">
      {top.slice(0, 3).map((entry) => {
        const solved = periodSolvedText(period, entry.solvedProblems, t);
        return (
          <Card
            key={entry.userId}
            className="min-w-0 px-1.5 py-2 text-center sm:p-5"
            data-testid="leaderboard-top"
          >
            <Medal
              className={cn('mx-auto h-5 w-5 sm:h-8 sm:w-8', medalClass(entry.rank))}
              size={32}
              aria-label={t('leaderboard.rank', { rank: entry.rank })}
            />
            <span aria-hidden="true" className="mt-3 hidden justify-center sm:flex">
              <Avatar name={entry.name} photoUrl={entry.profilePhotoUrl} className="h-12 w-12 text-lg" />
            </span>
            <p className="font-semibold sm:mt-2">
              {/* On a phone one line (cut with …) 44 px tall: the name is the card's tap target. */}
              <Link
                to={profilePath(entry.username)}
                title={entry.name}
                className="block truncate text-sm leading-11 hover:text-indigo-600 sm:text-base sm:leading-normal dark:hover:text-indigo-400"
              >
                {entry.name}
              </Link>
            </p>
            <p className="text-lg font-bold text-indigo-600 sm:text-2xl dark:text-indigo-400">
              {entry.rating}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">{levelName(entry.rating, t)}</p>
            {solved && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{solved}</p>}
          </Card>
        );
      })}
    </div>
  );
}
