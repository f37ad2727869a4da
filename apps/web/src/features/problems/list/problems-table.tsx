/** The problem list as a table (medium screens and up); solved rows are green. */
import type { ProblemSummary } from '@codeconquer/contracts';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { cn } from '@/lib/cn';
import { formatPercent } from '../shared/format';
import { SolveButton } from './solve-button';
import { TagPreview } from './tag-preview';

type Props = { problems: ProblemSummary[]; solved: Set<string>; onSolve: (id: string) => void };

export function ProblemsTable({ problems, solved, onSolve }: Props) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block dark:border-slate-700">
      <table className="min-w-full text-sm">
        <thead className="bg-slate-50 text-left text-xs text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3">
              Title
            </th>
            <th scope="col" className="px-4 py-3">
              Difficulty
            </th>
            <th scope="col" className="px-4 py-3">
              Tags
            </th>
            <th scope="col" className="px-4 py-3">
              Acceptance
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {problems.map((problem) => {
            const isSolved = solved.has(problem.id);
            return (
              <tr
                key={problem.id}
                data-testid={`problem-row-${problem.id}`}
                data-solved={isSolved}
                className={cn(
                  isSolved
                    ? 'bg-green-50 dark:bg-green-950/40'
                    : 'bg-white hover:bg-slate-50 dark:bg-slate-900 dark:hover:bg-slate-800/60',
                )}
              >
                <td className="px-4 py-3">
                  <span className="flex items-center gap-2">
                    {isSolved && <CheckCircle2 size={16} className="text-green-600" aria-label="Solved" />}
                    <Link
                      to={`/problems/${encodeURIComponent(problem.id)}`}
                      className="font-medium text-slate-900 hover:text-indigo-600 dark:text-slate-100 dark:hover:text-indigo-400"
                    >
                      {problem.title}
                    </Link>
                  </span>
                </td>
                <td className="px-4 py-3">
                  <DifficultyBadge difficulty={problem.difficulty} />
                </td>
                <td className="px-4 py-3">
                  <TagPreview tags={problem.tags} />
                </td>
                <td className="px-4 py-3 text-slate-600 dark:text-slate-300">
                  {formatPercent(problem.acceptanceRate)}
                </td>
                <td className="px-4 py-3 text-right">
                  <SolveButton solved={isSolved} title={problem.title} onSolve={() => onSolve(problem.id)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
