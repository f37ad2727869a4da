/**
 * The form's times: a `datetime-local` input holds a wall-clock time with no zone ('2025-03-01T14:30'),
 * while the API wants ISO 8601 with an offset. The admin types in the browser's time zone, so a typed
 * time is sent with the browser's offset for that date (daylight saving included), and a stored time is
 * shown as the browser's wall clock. The offset is written out ('+01:00') rather than converted to UTC,
 * so the request still reads as what was typed.
 */

/** 'YYYY-MM-DDTHH:mm', with optional seconds (and fractions, which are dropped), as the input gives it. */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Minutes east of UTC as an ISO offset: 60 → '+01:00', -570 → '-09:30', 0 → '+00:00'. */
export function offsetText(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  const minutes = Math.abs(minutesEast);
  return `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The date's wall-clock time in the browser's zone, as a datetime-local input shows it. */
function wallClock(date: Date, withSeconds: boolean): string {
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${day}T${time}${withSeconds ? `:${pad(date.getSeconds())}` : ''}`;
}

/**
 * The typed time as ISO 8601 with the browser's offset ('2025-03-01T14:30:00+01:00'); null when the
 * input is empty or not a time. A time skipped by a daylight-saving change (02:30 on the night clocks
 * jump from 02:00 to 03:00) moves forward as Date moves it, so the text and its offset always agree.
 */
export function isoFromLocalInput(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59 || seconds > 59)
    return null;
  // setFullYear, not the constructor: new Date(99, …) would mean 1999.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  date.setHours(hours, minutes, seconds, 0);
  // 31 February is no date (the input never sends one, a hand-typed value might).
  if (Number.isNaN(date.getTime()) || date.getDate() !== day) return null;
  return `${wallClock(date, true)}${offsetText(-date.getTimezoneOffset())}`;
}

/** A moment as the input's value in the browser's zone, to the minute; '' for an invalid date. */
export function localInputFromDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : wallClock(date, false);
}

/** A stored time (any ISO 8601) as the input's value in the browser's zone, to the minute; '' if unreadable. */
export function localInputFromIso(iso: string): string {
  return localInputFromDate(new Date(iso));
}

/** The browser's time zone by name ('Europe/Paris'), for the hint under the time fields. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
