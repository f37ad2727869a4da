/**
 * The problem list's view (docs/product.md#problems-list): a title or tag search (case-insensitive), a
 * difficulty, a tag, an order and a page of 20. All of it lives in the address
 * (`?q=graph&difficulty=Hard&tag=BFS&sort=acceptance&dir=desc&page=2`), so the back button, a reload and
 * a shared link show the same list; the defaults (everything, by title A–Z, page 1) leave no trace in it.
 * GET /problem/list answers the whole bank at once (a cached read, small even for thousands of problems),
 * so filtering, ordering and paging happen here.
 */
import type { MessageId } from '@/i18n/message-id';
import type { Translate } from '@/i18n/use-t';

export type Difficulty = 'Easy' | 'Medium' | 'Hard';
export type ProblemSummary = {
  id: string;
  title: string;
  difficulty: Difficulty;
  tags: string[];
  acceptanceRate: number;
};
export type ProblemFilter = { search: string; difficulty: 'all' | Difficulty; tag: 'all' | string };

export const PROBLEM_SORTS = ['title', 'difficulty', 'acceptance'] as const;
export type ProblemSort = (typeof PROBLEM_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

export type ProblemListView = ProblemFilter & { sort: ProblemSort; dir: SortDirection; page: number };

export const PROBLEMS_PAGE_SIZE = 20;
/** As the server's other searches: a longer search is cut, never refused. */
export const PROBLEM_SEARCH_MAX_LENGTH = 100;
const DIFFICULTIES: readonly Difficulty[] = ['Easy', 'Medium', 'Hard'];

export const DEFAULT_PROBLEM_VIEW: ProblemListView = {
  search: '',
  difficulty: 'all',
  tag: 'all',
  sort: 'title',
  dir: 'asc',
  page: 1,
};

export function filterProblems<T extends ProblemSummary>(problems: T[], filter: ProblemFilter): T[] {
  const needle = filter.search.trim().toLowerCase();
  return problems.filter(
    (problem) =>
      (needle === '' ||
        problem.title.toLowerCase().includes(needle) ||
        problem.tags.some((tag) => tag.toLowerCase().includes(needle))) &&
      (filter.difficulty === 'all' || problem.difficulty === filter.difficulty) &&
      (filter.tag === 'all' || problem.tags.includes(filter.tag)),
  );
}

/** Every tag of every problem, once, sorted. */
export function allTags(problems: ProblemSummary[]): string[] {
  return [...new Set(problems.flatMap((problem) => problem.tags))].sort((a, b) => a.localeCompare(b));
}

const byTitle = (a: ProblemSummary, b: ProblemSummary) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const KEYS: Record<ProblemSort, (a: ProblemSummary, b: ProblemSummary) => number> = {
  title: () => 0,
  difficulty: (a, b) => DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty),
  acceptance: (a, b) => a.acceptanceRate - b.acceptanceRate,
};

/**
 * The problems in the view's order: by the key in its direction, then by title A–Z (so equal keys keep one
 * order whichever way the key runs, and pages never swap rows).
 */
export function sortProblems<T extends ProblemSummary>(
  problems: readonly T[],
  sort: ProblemSort,
  dir: SortDirection,
): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  const key = KEYS[sort];
  return [...problems].sort((a, b) =>
    sort === 'title' ? sign * byTitle(a, b) : sign * key(a, b) || byTitle(a, b),
  );
}

/** Pages of PROBLEMS_PAGE_SIZE for `total` problems; an empty list is still one page. */
export function problemPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PROBLEMS_PAGE_SIZE));
}

/** The page's problems; a page past the last (an old link) shows the last page. */
export function pageOfProblems<T>(problems: readonly T[], page: number): { rows: T[]; page: number } {
  const shown = Math.min(Math.max(1, page), problemPageCount(problems.length));
  const start = (shown - 1) * PROBLEMS_PAGE_SIZE;
  return { rows: problems.slice(start, start + PROBLEMS_PAGE_SIZE), page: shown };
}

/** The list the address asks for; anything it cannot read is the default. */
export function readProblemListView(params: URLSearchParams): ProblemListView {
  const sort = PROBLEM_SORTS.find((candidate) => candidate === params.get('sort')) ?? 'title';
  const dirParam = params.get('dir');
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').trim().slice(0, PROBLEM_SEARCH_MAX_LENGTH),
    difficulty: DIFFICULTIES.find((candidate) => candidate === params.get('difficulty')) ?? 'all',
    tag: params.get('tag')?.trim() || 'all',
    sort,
    dir: dirParam === 'asc' || dirParam === 'desc' ? dirParam : DEFAULT_PROBLEM_VIEW.dir,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's parameters for `view`, keeping any others; defaults are left out. */
export function problemListParams(current: URLSearchParams, view: ProblemListView): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  };
  set('q', view.search === '' ? undefined : view.search);
  set('difficulty', view.difficulty === 'all' ? undefined : view.difficulty);
  set('tag', view.tag === 'all' ? undefined : view.tag);
  set('sort', view.sort === DEFAULT_PROBLEM_VIEW.sort ? undefined : view.sort);
  set('dir', view.dir === DEFAULT_PROBLEM_VIEW.dir ? undefined : view.dir);
  set('page', view.page > 1 ? String(view.page) : undefined);
  return next;
}

/** The order picker's choices: each key both ways, as one value (`acceptance-desc`). */
export const SORT_OPTIONS: readonly { sort: ProblemSort; dir: SortDirection; labelId: MessageId }[] = [
  { sort: 'title', dir: 'asc', labelId: 'problems.list.sort.titleAsc' },
  { sort: 'title', dir: 'desc', labelId: 'problems.list.sort.titleDesc' },
  { sort: 'difficulty', dir: 'asc', labelId: 'problems.list.sort.difficultyAsc' },
  { sort: 'difficulty', dir: 'desc', labelId: 'problems.list.sort.difficultyDesc' },
  { sort: 'acceptance', dir: 'desc', labelId: 'problems.list.sort.acceptanceDesc' },
  { sort: 'acceptance', dir: 'asc', labelId: 'problems.list.sort.acceptanceAsc' },
];

/** 'Showing 21–40 of 42 problems'. */
export function problemRangeText(page: number, shown: number, total: number, t: Translate): string {
  if (total === 0) return t('problems.list.none');
  const from = (page - 1) * PROBLEMS_PAGE_SIZE + 1;
  return t('problems.list.range', { from, to: from + shown - 1, count: total });
}
