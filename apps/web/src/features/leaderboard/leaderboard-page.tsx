/**
 * The leaderboard (docs/product.md#leaderboard): static data by rating, top three on medal cards, a table
 * below. Guests see it blurred behind 'Join the Competition'. The period tabs change only their own look.
 */
import { Medal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session/use-session';
import { LEADERBOARD, type LeaderboardEntry } from './leaderboard-data';
import { levelForRating } from './level';

const PERIODS = ['All Time', 'This Month', 'This Week'] as const;
const MEDAL_COLOURS = ['text-yellow-500', 'text-slate-400', 'text-amber-700'];

export function LeaderboardPage() {
  const { status } = useSession();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('All Time');
  const ranked = [...LEADERBOARD].sort((a, b) => b.rating - a.rating);
  const locked = status !== 'authenticated';

  return (
    <div className="relative mx-auto max-w-5xl">
      <PageHeader title="Leaderboard" subtitle="The best coders on CodeConquer." />
      <div className={cn(locked && 'pointer-events-none blur-sm select-none')} aria-hidden={locked}>
        <div role="tablist" className="mb-6 inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {PERIODS.map((name) => (
            <button
              key={name}
              role="tab"
              type="button"
              aria-selected={period === name}
              onClick={() => setPeriod(name)}
              className={cn(
                'rounded-md px-4 py-1.5 text-sm font-medium',
                period === name ? 'bg-white shadow dark:bg-slate-900' : 'text-slate-500',
              )}
            >
              {name}
            </button>
          ))}
        </div>
        <div className="mb-6 grid gap-4 sm:grid-cols-3">
          {ranked.slice(0, 3).map((entry, index) => (
            <Card key={entry.id} className="p-5 text-center">
              <Medal
                className={cn('mx-auto', MEDAL_COLOURS[index])}
                size={32}
                aria-label={`Rank ${index + 1}`}
              />
              <p className="mt-2 font-semibold">{entry.name}</p>
              <p className="text-2xl font-bold text-indigo-600">{entry.rating}</p>
              <p className="text-xs text-slate-500">{levelForRating(entry.rating)}</p>
            </Card>
          ))}
        </div>
        <Card className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-500 dark:bg-slate-800/50">
              <tr>
                {['Rank', 'User', 'Rating', 'Problems Solved', 'Submissions', 'Level'].map((column) => (
                  <th key={column} className="px-4 py-3 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ranked.map((entry, index) => (
                <LeaderboardRow key={entry.id} entry={entry} rank={index + 1} />
              ))}
            </tbody>
          </table>
        </Card>
      </div>
      {status === 'anonymous' && <JoinOverlay />}
    </div>
  );
}

function LeaderboardRow({ entry, rank }: { entry: LeaderboardEntry; rank: number }) {
  return (
    <tr className="border-t border-slate-100 dark:border-slate-800">
      <td className="px-4 py-3 font-semibold">{rank}</td>
      <td className="px-4 py-3">{entry.name}</td>
      <td className="px-4 py-3">{entry.rating}</td>
      <td className="px-4 py-3">{entry.solvedProblems}</td>
      <td className="px-4 py-3">{entry.submissions}</td>
      <td className="px-4 py-3">{levelForRating(entry.rating)}</td>
    </tr>
  );
}

function JoinOverlay() {
  return (
    <div className="absolute inset-0 flex items-start justify-center pt-40">
      <Card className="max-w-sm p-8 text-center shadow-xl">
        <h2 className="text-xl font-bold">Join the Competition</h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Sign in to see where you stand and climb the ranks with every problem you solve.
        </p>
        <div className="mt-5 flex justify-center gap-3">
          <Link to="/login" className={buttonClasses('primary')}>
            Sign In
          </Link>
          <Link to="/signup" className={buttonClasses('secondary')}>
            Sign Up
          </Link>
        </div>
      </Card>
    </div>
  );
}
