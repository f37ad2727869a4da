/** A contest's time as the admin pages show it: the date and the minute, in the browser's zone, in the reader's language. */
export function contestTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
