/** Previous / Next under an admin list, with 'Page X of Y' from the API's pagination. */
import type { AdminUsersResponse } from '@codeconquer/contracts';
import { Button } from '@/components/ui/button';
import { pageOfText } from './list-params';

type Props = {
  pagination: Pick<AdminUsersResponse['pagination'], 'page' | 'pages'>;
  onPage: (page: number) => void;
};

export function PageControls({ pagination: { page, pages }, onPage }: Props) {
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-500 dark:text-slate-400">{pageOfText(page, pages)}</p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
        </Button>
      </div>
    </nav>
  );
}
