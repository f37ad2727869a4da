/** Under the editor's title: the problem's id and visibility, its numbers, and when it last changed. */
import type { AdminProblem } from '@codeconquer/contracts';
import { useLocale, useT } from '@/i18n/use-t';
import { VisibilityBadge } from '../visibility-badge';

export function ProblemSummary({ problem }: { problem: AdminProblem }) {
  const t = useT();
  const { locale } = useLocale();
  const { submissions, accepted, solved, attempted } = problem.counts;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
      <span className="font-mono text-slate-700 dark:text-slate-200">{problem.id}</span>
      <VisibilityBadge visibility={problem.details.visibility} />
      <span data-testid="admin-problem-counts">
        {t('admin.problems.summary.counts', { submissions, accepted, solved, attempted })}
      </span>
      <span>
        {t.rich('admin.problems.summary.updated', {
          time: (chunks) => <time dateTime={problem.updatedAt}>{chunks}</time>,
          when: new Date(problem.updatedAt).toLocaleString(locale),
        })}
      </span>
    </div>
  );
}
