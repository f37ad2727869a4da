/** 'Showing x to y of total submissions' for a page of the list. */
import type { Translate } from '@/i18n/use-t';

export function paginationText(page: number, limit: number, total: number, t: Translate): string {
  if (total === 0) return t('submissions.pagination', { from: 0, to: 0, count: 0 });
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return t('submissions.pagination', { from, to, count: total });
}
