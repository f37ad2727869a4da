/** 'Showing x to y of total submissions' for a page of the list. */
import { countText } from '@/lib/count-text';
export function paginationText(page: number, limit: number, total: number): string {
  if (total === 0) return 'Showing 0 to 0 of 0 submissions';
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return `Showing ${from} to ${to} of ${countText(total, 'submission', 'submissions')}`;
}
