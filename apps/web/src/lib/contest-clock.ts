/**
 * A contest's clock, shared by the contest pages (features/contests) and the solve editor in a contest
 * (features/problems): the server's clock as the browser reads it, the phase of a time window, and the
 * time left as a clock. Times are by the server's clock: `now` is the browser's clock corrected by the
 * offset of the contest's answer (`serverTime` against the moment it arrived), so a browser whose clock is
 * off still shows the right time left. Pure.
 */
import type { Locale } from '@codeconquer/contracts/locales';
import { narrowUnit } from './relative-time';

/** How far the server's clock is ahead of the browser's (negative: behind), from one answer. */
export function serverClockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

export type WindowPhase = 'before' | 'running' | 'over';

/**
 * The phase of the window from `start` to `end` (ms) at `now`, as the server decides it: the start belongs
 * to the run, the end to 'over'.
 */
export function windowPhase(start: number, end: number, now: number): WindowPhase {
  if (now < start) return 'before';
  return now < end ? 'running' : 'over';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '1:02:03', '0:00:59', '3d 04:05:06': time left to the second; never negative. Days in `locale`'s word. */
export function clockText(ms: number, locale: Locale): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${narrowUnit(days, 'day', locale)} ${pad(hours)}:${rest}` : `${hours}:${rest}`;
}
