/** Previous / Next under a paged list, beside a line saying where the reader is ('Page 2 of 5'). */
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { Button } from './button';

type Props = { page: number; pages: number; summary: ReactNode; onPage: (page: number) => void };

export function PaginationBar({ page, pages, summary, onPage }: Props) {
  const t = useT();
  return (
    <nav
      aria-label={t('common.pagination.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-500 dark:text-slate-400">{summary}</p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className="min-h-11"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
        >
          {t('common.pagination.previous')}
        </Button>
        <Button
          variant="secondary"
          className="min-h-11"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
        >
          {t('common.pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
