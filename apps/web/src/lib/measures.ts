/**
 * A run's CPU time ('12 ms') and peak memory ('3.2 MB') written in the reader's language (its decimal
 * separator), without thousands separators, as the tables and results have always shown them.
 */
import type { Locale } from '@codeconquer/contracts/locales';
import { useMemo } from 'react';
import { useLocale } from '@/i18n/use-t';
import { numberFormat } from './intl-formats';

/** "12.3 MB" */
export function formatMemory(megabytes: number, locale: Locale): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    useGrouping: false,
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(megabytes);
}

/** "15 ms" */
export function formatRuntime(milliseconds: number, locale: Locale): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    useGrouping: false,
  }).format(Math.round(milliseconds));
}

export type Measures = { time: (ms: number) => string; memory: (mb: number) => string };

/** Both, in the language the page shows. */
export function useMeasures(): Measures {
  const { locale } = useLocale();
  return useMemo(
    () => ({ time: (value) => formatRuntime(value, locale), memory: (value) => formatMemory(value, locale) }),
    [locale],
  );
}
