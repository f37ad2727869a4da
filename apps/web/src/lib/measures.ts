/**
 * A run's CPU time ('12 ms') and peak memory ('3.2 MB') written in the reader's language (its decimal
 * separator), without thousands separators, as the tables and results have always shown them.
 */
import { useMemo } from 'react';
import { useLocale } from '@/i18n/use-t';

export type Measures = { time: (ms: number) => string; memory: (mb: number) => string };

export function useMeasures(): Measures {
  const { locale } = useLocale();
  return useMemo(() => {
    const ms = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
      useGrouping: false,
      maximumFractionDigits: 0,
    });
    const mb = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      unitDisplay: 'short',
      useGrouping: false,
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    return { time: (value) => ms.format(Math.round(value)), memory: (value) => mb.format(value) };
  }, [locale]);
}
