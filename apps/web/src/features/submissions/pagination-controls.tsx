import { PaginationBar } from '@/components/ui/pagination-bar';
import { useT } from '@/i18n/use-t';
import type { Pagination } from './api/get-submissions';
import { paginationText } from './pagination-text';

export function PaginationControls({
  pagination,
  onPage,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const { page, limit, total, pages } = pagination;
  return (
    <PaginationBar
      page={page}
      pages={pages}
      summary={paginationText(page, limit, total, t)}
      onPage={onPage}
    />
  );
}
