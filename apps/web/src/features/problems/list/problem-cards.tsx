/** The problem list as cards on small screens. */
import { BestScoreBadge } from '@/components/score/score';
import { Link } from 'react-router';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { cn } from '@/lib/cn';
import { formatPercent } from '../shared/format';
import { SolveButton } from './solve-button';
import type { ProblemListProps } from './problems-table';
import { TagPreview } from './tag-preview';
import { PHONE_TAP_TARGET } from '@/components/ui/tap-target';

export function ProblemCards({ problems, solved, bestScores, onSolve }: ProblemListProps) {
  return (
    <ul className="space-y-3 md:hidden">
      {problems.map((problem) => {
        const isSolved = solved.has(problem.id);
        return (
          <li
            key={problem.id}
            data-solved={isSolved}
            className={cn(
              'rounded-xl border p-4',
              isSolved
                ? 'border-green-200 bg-green-50 dark:border-green-900 dark:bg-green-950/40'
                : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <Link
                to={`/problems/${encodeURIComponent(problem.id)}`}
                className={cn(
                  'font-medium text-slate-900 hover:text-indigo-600 dark:text-slate-100',
                  PHONE_TAP_TARGET,
                )}
              >
                {problem.title}
              </Link>
              <span className="flex items-center gap-2">
                <BestScoreBadge best={bestScores.get(problem.id)} />
                <DifficultyBadge difficulty={problem.difficulty} />
              </span>
            </div>
            <div className="mt-2 flex items-center justify-between gap-3 text-xs text-slate-500 dark:text-slate-400">
              <TagPreview tags={problem.tags} />
              <span>Acceptance {formatPercent(problem.acceptanceRate)}</span>
            </div>
            <div className="mt-3">
              <SolveButton
                solved={isSolved}
                title={problem.title}
                label="Solve Problem"
                onSolve={() => onSolve(problem.id)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
