/**
 * The Contest API's two time types. Absolute times are ISO 8601 with milliseconds and `Z`, always with the
 * milliseconds (the specification asks for the optional parts to be used consistently). Relative times are
 * `(-)h:mm:ss.uuu`: contest times count from the contest's start, negative before it.
 */
import type { CcsRelTime, CcsTime } from './types';

export function absTime(at: Date): CcsTime {
  return at.toISOString();
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function relTime(ms: number): CcsRelTime {
  const whole = Math.round(Math.abs(ms));
  const sign = ms < 0 && whole > 0 ? '-' : '';
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor(whole / 60_000) % 60;
  const seconds = Math.floor(whole / 1000) % 60;
  return `${sign}${hours}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(whole % 1000, 3)}`;
}

/** The contest time of an instant: how long after the start (negative before it). */
export function contestTime(contest: { startTime: Date }, at: Date): CcsRelTime {
  return relTime(at.getTime() - contest.startTime.getTime());
}

/**
 * Milliseconds as the API's decimal seconds (run times, time limits), a multiple of 0.001: the time is
 * rounded to a whole millisecond first, and a whole number divided by 1000 is the double nearest that
 * decimal, which JSON writes with at most three decimals: "0.007", never "0.007000000000000001" (what
 * 7.000000000000001 / 1000 gives; the sandbox measures microseconds, so the stored milliseconds have
 * fractions and float noise). Never negative (the schema's minimum).
 */
export function seconds(ms: number): number {
  return Math.max(0, Math.round(ms)) / 1000;
}
