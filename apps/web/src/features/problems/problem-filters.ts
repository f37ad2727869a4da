/** The problem list filters: title or tag search (case-insensitive), difficulty, tag. */
export type Difficulty = 'Easy' | 'Medium' | 'Hard';
export type ProblemSummary = {
  id: string;
  title: string;
  difficulty: Difficulty;
  tags: string[];
  acceptanceRate: number;
};
export type ProblemFilter = { search: string; difficulty: 'all' | Difficulty; tag: 'all' | string };

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
