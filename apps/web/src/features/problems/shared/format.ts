/**
 * How problem and submission numbers read: one decimal for acceptance and memory, in the reader's
 * language (its decimal separator; `locale` from useLocale(), English when left out).
 */

/** "49.1%" */
export function formatPercent(value: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/** "12.3 MB" */
export function formatMemory(megabytes: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    useGrouping: false,
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(megabytes);
}

/** "15 ms" */
export function formatRuntime(milliseconds: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    useGrouping: false,
  }).format(Math.round(milliseconds));
}

/** The tags column shows the first two tags and '+N' for the rest. */
export function tagPreview(tags: readonly string[], shown = 2): { visible: string[]; more: number } {
  return { visible: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}
