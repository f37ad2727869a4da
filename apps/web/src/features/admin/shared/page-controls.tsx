/** Previous / Next under an admin list, with 'Page X of Y' from the API's pagination. */
import type { AdminUsersResponse } from '@codeconquer/contracts';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { useT } from '@/i18n/use-t';
import { pageOfText } from './list-params';

type Props = {
  pagination: Pick<AdminUsersResponse['pagination'], 'page' | 'pages'>;
  onPage: (page: number) => void;
};

export function PageControls({ pagination: { page, pages }, onPage }: Props) {
  const t = useT();
  return <PaginationBar page={page} pages={pages} summary={pageOfText(t, page, pages)} onPage={onPage} />;
}
