/**
 * When the leaderboard's periods begin (docs/leaderboard.md#periods): This Week from Monday 00:00 UTC,
 * This Month from the 1st at 00:00 UTC. UTC, so that every user and every server sees the same board.
 */
import type { LeaderboardPeriod } from '@codeconquer/contracts';

export function periodStart(period: LeaderboardPeriod, now: Date): Date | null {
  if (period === 'all') return null;
  if (period === 'month') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday));
}
