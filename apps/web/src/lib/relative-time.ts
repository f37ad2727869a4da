/**
 * "3 minutes ago", "in 2 days": the relative times of submissions and contests, in the language shown
 * (`useLocale().locale`). The locale is required, never defaulted, so typecheck finds a caller that forgets
 * it (an English time in a Portuguese page).
 */
import type { Locale } from '@codeconquer/contracts/locales';
import { numberFormat, relativeTimeFormat } from './intl-formats';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function relativeTime(date: Date | string, locale: Locale, now: Date = new Date()): string {
  const formatter = relativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return formatter.format(Math.round(seconds / size), unit);
  }
  return formatter.format(0, 'second');
}

/** A count of one unit in its shortest form: '3d', '2h', '15m' in English, '15 min' in Portuguese. */
export function narrowUnit(value: number, unit: 'day' | 'hour' | 'minute', locale: Locale): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(value);
}

/** "2h 15m" / "3d 4h": time remaining in a running contest. */
export function formatDuration(ms: number, locale: Locale): string {
  const totalMinutes = Math.max(0, Math.floor(ms / 60000));
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return `${narrowUnit(days, 'day', locale)} ${narrowUnit(hours, 'hour', locale)}`;
  if (hours > 0) return `${narrowUnit(hours, 'hour', locale)} ${narrowUnit(minutes, 'minute', locale)}`;
  return narrowUnit(minutes, 'minute', locale);
}
