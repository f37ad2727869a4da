/** The first three of the whole board on medal cards (a search does not change them). */
import type { LeaderboardEntry, LeaderboardPeriod } from '@codeconquer/contracts';
import { Medal } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { profilePath } from './leaderboard-table';
import { medalClass, periodSolvedText } from './leaderboard-text';
import { levelForRating } from '@/lib/rating-levels';

export function TopThree({ top, period }: { top: LeaderboardEntry[]; period: LeaderboardPeriod }) {
  const t = useT();
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-3">
      {top.slice(0, 3).map((entry) => {
        const solved = periodSolvedText(period, entry.solvedProblems, t);
        return (
          <Card key={entry.userId} className="p-5 text-center" data-testid="leaderboard-top">
            <Medal
              className={cn('mx-auto', medalClass(entry.rank))}
              size={32}
              aria-label={t('leaderboard.rank', { rank: entry.rank })}
            />
            <span aria-hidden="true" className="mt-3 flex justify-center">
              <Avatar name={entry.name} photoUrl={entry.profilePhotoUrl} className="h-12 w-12 text-lg" />
            </span>
            <p className="mt-2 font-semibold">
              <Link
                to={profilePath(entry.username)}
                className="hover:text-indigo-600 dark:hover:text-indigo-400"
              >
                {entry.name}
              </Link>
            </p>
            <p className="text-2xl font-bold text-indigo-600 dark:text-indigo-400">{entry.rating}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">{levelForRating(entry.rating)}</p>
            {solved && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{solved}</p>}
          </Card>
        );
      })}
    </div>
  );
}
