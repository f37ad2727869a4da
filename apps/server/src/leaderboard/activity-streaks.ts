/**
 * Streaks from the days a user had an Accepted submission (docs/leaderboard.md#profile), as UTC days
 * 'YYYY-MM-DD'. The current streak runs up to today, or up to yesterday while today has none yet (a
 * streak is not lost before the day is over).
 */
const DAY_MS = 86_400_000;

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** `days`: distinct days, oldest first. */
export function streaks(days: readonly string[], today: string): { current: number; longest: number } {
  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const day of days) {
    const number = dayNumber(day);
    run = previous !== null && number === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = number;
  }
  const todayNumber = dayNumber(today);
  const current = previous !== null && todayNumber - previous <= 1 ? run : 0;
  return { current, longest };
}

/** The heatmap's first day: the Sunday that starts the week 52 weeks before today's. */
export function activityStart(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  const start = new Date(date.getTime() - (52 * 7 + date.getUTCDay()) * DAY_MS);
  return utcDay(start);
}
