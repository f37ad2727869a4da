/** A contest's time as the admin pages show it: the date and the minute, in the browser's zone. */
export function contestTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
