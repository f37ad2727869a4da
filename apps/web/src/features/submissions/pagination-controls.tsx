import { PaginationBar } from '@/components/ui/pagination-bar';
import type { Pagination } from './api/get-submissions';
import { paginationText } from './pagination-text';

export function PaginationControls({
  pagination,
  onPage,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
}) {
  const { page, limit, total, pages } = pagination;
  return (
    <PaginationBar page={page} pages={pages} summary={paginationText(page, limit, total)} onPage={onPage} />
  );
}
