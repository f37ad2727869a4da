/**
 * The problem list with its search, difficulty and tag filters, its order and pages of 20
 * (docs/product.md#problems-list). What is shown lives in the address (problem-filters.ts), so the back
 * button, a reload and a shared link show the same list.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { useSession } from '@/lib/session/use-session';
import { useDrawnData } from '@/lib/use-drawn-data';
import { useProblemList } from '@/api/problem-list';
import { useBestScores, useSolvedProblems, type BestScore } from '@/api/solved-problems';
import { ProblemCards } from './list/problem-cards';
import { ProblemFilterBar } from './list/problem-filter-bar';
import { ProblemsTable } from './list/problems-table';
import { useSolveNavigation } from './list/use-solve-navigation';
import {
  allTags,
  filterProblems,
  pageOfProblems,
  problemListParams,
  problemPageCount,
  problemRangeText,
  readProblemListView,
  sortProblems,
  type ProblemListView,
} from './problem-filters';

const NOTHING_SOLVED = new Set<string>();
const NO_SCORES = new Map<string, BestScore>();

export function ProblemsPage() {
  const t = useT();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readProblemListView(searchParams);
  const problems = useProblemList();
  const solvedQuery = useSolvedProblems(user?.id);
  const bestScoresQuery = useBestScores(user?.id);
  const solve = useSolveNavigation();
  // The list renders in a transition (React yields to input between slices) rather than in the task
  // in which its answer arrives, which at a phone's speed was a ~300 ms task (lib/use-drawn-data.ts).
  const { data: loaded, waiting } = useDrawnData(problems);
  const list = useMemo(() => loaded ?? [], [loaded]);
  const tags = useMemo(() => allTags(list), [list]);
  const matching = sortProblems(filterProblems(list, view), view.sort, view.dir);
  const { rows, page } = pageOfProblems(matching, view.page);
  const solved = user ? (solvedQuery.data ?? NOTHING_SOLVED) : NOTHING_SOLVED;
  const bestScores = user ? (bestScoresQuery.data ?? NO_SCORES) : NO_SCORES;

  // A filter, an order or a page is a step the back button can undo; a pause in typing replaces it.
  const show = (next: ProblemListView, replace = false) =>
    setSearchParams((current) => problemListParams(current, next), { replace });

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('problems.list.title')} subtitle={t('problems.list.subtitle')} />
      <ProblemFilterBar view={view} tags={tags} onChange={show} />
      {waiting ? (
        <FullPageSpinner />
      ) : problems.isError ? (
        <Alert tone="error">{t('problems.list.loadFailed')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState title={t('problems.list.noMatch')} />
      ) : (
        <>
          <ProblemsTable problems={rows} solved={solved} bestScores={bestScores} onSolve={solve} />
          <ProblemCards problems={rows} solved={solved} bestScores={bestScores} onSolve={solve} />
          <PaginationBar
            page={page}
            pages={problemPageCount(matching.length)}
            summary={problemRangeText(page, rows.length, matching.length, t)}
            onPage={(next) => {
              show({ ...view, page: next });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </div>
  );
}
