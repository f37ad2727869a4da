/** Under the editor's title: the problem's id and visibility, its numbers, and when it last changed. */
import { countText } from '@/lib/count-text';
import type { AdminProblem } from '@codeconquer/contracts';
import { VisibilityBadge } from '../visibility-badge';

export function ProblemSummary({ problem }: { problem: AdminProblem }) {
  const { submissions, accepted, solved, attempted } = problem.counts;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
      <span className="font-mono text-slate-700 dark:text-slate-200">{problem.id}</span>
      <VisibilityBadge visibility={problem.details.visibility} />
      <span data-testid="admin-problem-counts">
        {countText(submissions, 'submission', 'submissions')}, {accepted} accepted; solved by {solved} of{' '}
        {countText(attempted, 'user', 'users')} who tried
      </span>
      <span>
        Updated <time dateTime={problem.updatedAt}>{new Date(problem.updatedAt).toLocaleString()}</time>
      </span>
    </div>
  );
}
