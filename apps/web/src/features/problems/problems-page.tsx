/** The problem list with its search, difficulty and tag filters (docs/product.md#problems-list). */
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/use-session';
import { useProblemList } from '@/api/problem-list';
import { useBestScores, useSolvedProblems, type BestScore } from '@/api/solved-problems';
import { ProblemCards } from './list/problem-cards';
import { ProblemFilterBar } from './list/problem-filter-bar';
import { ProblemsTable } from './list/problems-table';
import { useSolveNavigation } from './list/use-solve-navigation';
import { allTags, filterProblems, type ProblemFilter } from './problem-filters';

const NOTHING_SOLVED = new Set<string>();
const NO_SCORES = new Map<string, BestScore>();

export function ProblemsPage() {
  const { user } = useSession();
  const [filter, setFilter] = useState<ProblemFilter>({ search: '', difficulty: 'all', tag: 'all' });
  const problems = useProblemList();
  const solvedQuery = useSolvedProblems(user?.id);
  const bestScoresQuery = useBestScores(user?.id);
  const solve = useSolveNavigation();
  const list = useMemo(() => problems.data ?? [], [problems.data]);
  const tags = useMemo(() => allTags(list), [list]);
  const visible = filterProblems(list, filter);
  const solved = user ? (solvedQuery.data ?? NOTHING_SOLVED) : NOTHING_SOLVED;
  const bestScores = user ? (bestScoresQuery.data ?? NO_SCORES) : NO_SCORES;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Problems" subtitle="Sharpen your skills in C, C++, Java and Python." />
      <ProblemFilterBar filter={filter} tags={tags} onChange={setFilter} />
      {problems.isPending ? (
        <FullPageSpinner />
      ) : problems.isError ? (
        <Alert tone="error">Failed to load problems</Alert>
      ) : visible.length === 0 ? (
        <EmptyState title="No problems found matching your criteria." />
      ) : (
        <>
          <ProblemsTable problems={visible} solved={solved} bestScores={bestScores} onSolve={solve} />
          <ProblemCards problems={visible} solved={solved} bestScores={bestScores} onSolve={solve} />
        </>
      )}
    </div>
  );
}
