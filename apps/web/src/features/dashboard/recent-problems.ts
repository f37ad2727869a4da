/**
 * The dashboard's Recent Problems: the problems the user last submitted to (newest first, each once), and
 * while fewer than three, the easiest problems of the bank they have not solved yet. Only problems the
 * bank has are listed, so every link opens one.
 */
import type { Difficulty, ProblemSummary, SubmissionStatus } from '@codeconquer/contracts';

export const RECENT_PROBLEMS_COUNT = 3;

export type RecentSubmission = {
  problem: { id: string } | null;
  status: SubmissionStatus;
  submittedAt: string;
};

export type RecentEntry =
  | { kind: 'recent'; problem: ProblemSummary; status: SubmissionStatus; submittedAt: string }
  | { kind: 'suggested'; problem: ProblemSummary };

const DIFFICULTY_RANK: Record<Difficulty, number> = { Easy: 0, Medium: 1, Hard: 2 };

/** Easiest first: by difficulty, then the highest acceptance rate, then the title. */
function easiestFirst(a: ProblemSummary, b: ProblemSummary): number {
  return (
    DIFFICULTY_RANK[a.difficulty] - DIFFICULTY_RANK[b.difficulty] ||
    b.acceptanceRate - a.acceptanceRate ||
    a.title.localeCompare(b.title)
  );
}

export function recentProblems(
  submissions: readonly RecentSubmission[],
  problems: readonly ProblemSummary[],
  solvedIds: ReadonlySet<string>,
  count = RECENT_PROBLEMS_COUNT,
): RecentEntry[] {
  const byId = new Map(problems.map((problem) => [problem.id, problem]));
  const entries: RecentEntry[] = [];
  const listed = new Set<string>();
  const newestFirst = [...submissions].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  for (const submission of newestFirst) {
    if (entries.length >= count) break;
    const problem = submission.problem && byId.get(submission.problem.id);
    if (!problem || listed.has(problem.id)) continue;
    listed.add(problem.id);
    entries.push({ kind: 'recent', problem, status: submission.status, submittedAt: submission.submittedAt });
  }
  const suggestions = problems
    .filter((problem) => !listed.has(problem.id) && !solvedIds.has(problem.id))
    .sort(easiestFirst);
  for (const problem of suggestions) {
    if (entries.length >= count) break;
    entries.push({ kind: 'suggested', problem });
  }
  return entries;
}
