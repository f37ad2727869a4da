/**
 * Countdowns and phase changes. The detail page counts by the server's clock (lib/contest-clock.ts: the
 * offset of `serverTime` in the answer against the moment it arrived), so a browser whose clock is off
 * still shows the right time left.
 */
import type { ContestDetail, VirtualRun } from '@codeconquer/contracts';
import type { Locale } from '@codeconquer/contracts/locales';
import type { Translate } from '@/i18n/use-t';
import { clockText, windowPhase } from '@/lib/contest-clock';

/** Browsers clamp longer timeouts to ~1 ms (a 32-bit delay); a later change is waited for in steps. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * 'Starts in 1:02:03', 'Ends in 0:10:00' or 'Ended', by the phase at `now`, in the language shown (`t`
 * and its `locale`, for the days' word). During the caller's virtual run, the contest as it stood at the
 * same elapsed time: it ends with the run.
 */
export function countdownText(
  contest: { startTime: string; endTime: string; virtual?: VirtualRun | null },
  now: number,
  t: Translate,
  locale: Locale,
): string {
  const run = contest.virtual;
  const inRun = run && windowPhase(Date.parse(run.startedAt), Date.parse(run.endsAt), now) === 'running';
  const start = Date.parse(inRun ? run.startedAt : contest.startTime);
  const end = Date.parse(inRun ? run.endsAt : contest.endTime);
  switch (windowPhase(start, end, now)) {
    case 'before':
      return t('contests.countdown.startsIn', { time: clockText(start - now, locale) });
    case 'running':
      return t('contests.countdown.endsIn', { time: clockText(end - now, locale) });
    case 'over':
      return t('contests.countdown.ended');
  }
}

/** 'Your virtual run ends in 1:00:00', then 'Your virtual run has ended'. */
export function virtualCountdownText(run: VirtualRun, now: number, t: Translate, locale: Locale): string {
  const left = Date.parse(run.endsAt) - now;
  return left > 0
    ? t('contests.countdown.virtualEndsIn', { time: clockText(left, locale) })
    : t('contests.countdown.virtualEnded');
}

/**
 * Milliseconds from `now` to the first of `times` still ahead (a start, an end, a freeze): when the page
 * must read the contest again. Null when none is ahead; capped at what a timeout can wait.
 */
export function msUntilNext(times: readonly (string | null | undefined)[], now: number): number | null {
  let next: number | null = null;
  for (const iso of times) {
    if (!iso) continue;
    const delay = Date.parse(iso) - now;
    if (delay > 0 && (next === null || delay < next)) next = delay;
  }
  return next === null ? null : Math.min(next, MAX_TIMEOUT_MS);
}

const MINUTE = 60_000;

/** When results are published at the latest: `revealAfterMinutes` after the end. */
export function revealTime(contest: { endTime: string; revealAfterMinutes: number }): string {
  return new Date(Date.parse(contest.endTime) + contest.revealAfterMinutes * MINUTE).toISOString();
}

/**
 * The moments at which what the contest page shows changes by itself: the start (the problems appear), the
 * freeze, the end, the latest publication of frozen results, the end of the caller's virtual run.
 */
export function phaseChangeTimes(contest: ContestDetail): string[] {
  const times = [contest.startTime, contest.endTime];
  if (contest.freezeTime) times.push(contest.freezeTime);
  if (!contest.resultsFinal && contest.freezeTime) times.push(revealTime(contest));
  if (contest.virtual) times.push(contest.virtual.endsAt);
  return times;
}
