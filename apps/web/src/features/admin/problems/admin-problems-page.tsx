/**
 * /admin/problems, Manage Problems: the problems matching the search and filters, 20 a page, with New
 * Problem and Import Package; a row opens the problem's editor. The search, the filters and the page live
 * in the address (?query=, ?visibility=, ?deleted=true, ?page=), so a reload or the back button keeps
 * them; a new search or filter starts again at page 1.
 */
import type { ProblemVisibility } from '@codeconquer/contracts';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useAdminProblems } from '../api/get-problems';
import { pageFromParam, pageParam, withParams } from '../shared/list-params';
import { PageControls } from '../shared/page-controls';
import { ImportPackageButton } from './import-package-button';
import { NEW_PROBLEM_PATH } from './paths';
import { ProblemFilters } from './problem-filters';
import { ProblemsTable } from './problems-table';
import { deletedFromParam, visibilityFromParam } from './visibility';

export function AdminProblemsPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query') ?? '';
  const visibility = visibilityFromParam(searchParams.get('visibility'));
  const deleted = deletedFromParam(searchParams.get('deleted'));
  const page = pageFromParam(searchParams.get('page'));
  const problems = useAdminProblems({ query, visibility, deleted, page });
  const filtered = query !== '' || visibility !== undefined;

  // Each pause in typing replaces the address rather than adding to the history.
  const search = (text: string) =>
    setSearchParams((current) => withParams(current, { query: text, page: undefined }), { replace: true });
  const filter = (changes: Record<string, string | undefined>) =>
    setSearchParams((current) => withParams(current, { ...changes, page: undefined }));
  const goToPage = (next: number) =>
    setSearchParams((current) => withParams(current, { page: pageParam(next) }));

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('admin.problems.title')}
        subtitle={t('admin.problems.subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <ImportPackageButton />
            <Link to={NEW_PROBLEM_PATH} className={buttonClasses('primary')}>
              <Plus size={16} aria-hidden="true" /> {t('admin.problems.new')}
            </Link>
          </div>
        }
      />
      <ProblemFilters
        query={query}
        visibility={visibility}
        deleted={deleted}
        onSearch={search}
        onVisibility={(next: ProblemVisibility | undefined) => filter({ visibility: next })}
        onDeleted={(next) => filter({ deleted: next ? 'true' : undefined })}
      />
      {problems.isPending ? (
        <FullPageSpinner />
      ) : problems.isError ? (
        <Alert tone="error">{errorMessage(problems.error, t('admin.problems.loadFailed'))}</Alert>
      ) : problems.data.pagination.total === 0 ? (
        <EmptyState title={filtered ? t('admin.problems.noMatch') : t('admin.problems.empty')} />
      ) : (
        <>
          <ProblemsTable problems={problems.data.problems} />
          <PageControls pagination={problems.data.pagination} onPage={goToPage} />
        </>
      )}
    </div>
  );
}
