/**
 * How the ICPC tools (the Resolver, the CDS, the Event Feed Utility: icpctools/icpctools, ContestModel)
 * read a Contest API feed, as far as our tests check that we write what they can read. In our words:
 *
 * - A relative time must be hours, two-digit minutes and seconds, and optionally exactly three digits of
 *   milliseconds; we always write the milliseconds (the specification asks for one form throughout).
 * - An absolute time is read with milliseconds and a zone (`Z` or ±hh:mm) first, without milliseconds as
 *   a fallback; we always write the first form.
 * - Their JSON reader ends a string at the first quote that does not follow a backslash (so a string whose
 *   text ends in a backslash runs on), and drops every property whose value is null.
 */

export const ICPC_TOOLS_RELTIME = /^-?\d+:\d{2}:\d{2}\.\d{3}$/;
export const ICPC_TOOLS_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|[+-]\d{2}:\d{2})$/;

/** The properties that hold a relative time, an absolute time, or decimal seconds, wherever they appear. */
export const RELTIME_KEYS = new Set([
  'contest_time',
  'start_contest_time',
  'end_contest_time',
  'duration',
  'scoreboard_freeze_duration',
  'countdown_pause_time',
]);
export const TIME_KEYS = new Set([
  'time',
  'start_time',
  'end_time',
  'started',
  'frozen',
  'ended',
  'thawed',
  'finalized',
  'end_of_updates',
  'scoreboard_thaw_time',
]);
export const DECIMAL_KEYS = new Set(['run_time', 'max_run_time', 'time_limit']);

/** Every property of `value`, however deep, as [key, value] (arrays' items are walked, not named). */
export function propertiesOf(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap(propertiesOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    [key, inner] as [string, unknown],
    ...propertiesOf(inner),
  ]);
}

/** The strings of a JSON text (keys and values, in order) as their reader cuts them, then unescaped. */
export function icpcToolsStrings(text: string): string[] {
  const strings: string[] = [];
  let open = text.indexOf('"');
  while (open >= 0) {
    let close = open + 1;
    while (close < text.length && !(text[close] === '"' && text[close - 1] !== '\\')) close += 1;
    const raw = text.slice(open + 1, close);
    let unescaped: string;
    try {
      unescaped = JSON.parse(`"${raw}"`) as string;
    } catch {
      unescaped = `<unreadable ${raw}>`;
    }
    strings.push(unescaped);
    open = text.indexOf('"', close + 1);
  }
  return strings;
}

/** The strings of a parsed value (keys and values) in the order JSON.stringify writes them. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsOf(inner)]);
}
