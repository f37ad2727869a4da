/**
 * The admin lists keep their state in the URL (?query=, ?action=, ?page=), so a reload, a shared link
 * and the back button show the same page. These read and write those parameters.
 */
import type { Translate } from '@/i18n/use-t';

/** ?page= as a whole number from 1; anything else is page 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** 'Page 2 of 5'; a list with nothing in it is still 'Page 1 of 1'. */
export function pageOfText(t: Translate, page: number, pages: number): string {
  return t('admin.pageOf', { page, pages: Math.max(pages, 1) });
}

/**
 * The parameters with `changes` applied: a value sets its parameter, '' or undefined removes it (an
 * empty search or page 1 leaves no trace in the address). The others are kept.
 */
export function withParams(
  current: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The value ?page= should hold: none for the first page. */
export function pageParam(page: number): string | undefined {
  return page > 1 ? String(page) : undefined;
}
