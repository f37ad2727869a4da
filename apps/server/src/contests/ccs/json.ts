/**
 * The Contest API's JSON text: JSON.stringify's, except that a backslash inside a string is written
 * `\u005c` instead of `\\`. Both mean the same character to a JSON reader; the difference matters to the
 * ICPC tools' reader (the Resolver's, the CDS's), which ends a string at the first quote that does not
 * follow a backslash. A text ending in a backslash (`C:\`) would be written `"C:\\"`, whose closing quote
 * follows a backslash: their reader would run on into the next property. With `\u005c` no quote that
 * closes a string ever follows a backslash.
 */
const ESCAPE = /\\(\\|u[0-9a-fA-F]{4}|.)/g;

export function ccsJson(value: unknown): string {
  // JSON.stringify writes a backslash only to start an escape: each escape is matched whole, in order.
  return JSON.stringify(value).replace(ESCAPE, (escape: string, what: string) =>
    what === '\\' ? '\\u005c' : escape,
  );
}
