/**
 * How problem numbers read: acceptance with one decimal, in the reader's language (its decimal separator;
 * `locale` from useLocale(), required so no caller falls back to English). Run time and memory: lib/measures.ts.
 */
import type { Locale } from '@codeconquer/contracts/locales';
import { numberFormat } from '@/lib/intl-formats';

/** "49.1%" */
export function formatPercent(value: number, locale: Locale): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/** The tags column shows the first two tags and '+N' for the rest. */
export function tagPreview(tags: readonly string[], shown = 2): { visible: string[]; more: number } {
  return { visible: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}
