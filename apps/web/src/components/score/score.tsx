/**
 * Scores of scoring problems (subtasks): a submission's points and the subtasks behind them, and a
 * user's best score on a problem. A subtask is a test group under secret/ (docs/packages.md#scoring).
 */
import type { Submission } from '@codeconquer/contracts';
import type { BestScore } from '@/api/solved-problems';
import { verdictLabel } from '@/components/ui/verdict-messages';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

type Score = NonNullable<Submission['score']>;

/** 40 or 12.5: scores are whole numbers in practice, fractions only where a package averages. */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}

/** "40 / 100 points", green at full marks. */
export function ScoreBadge({ score, max }: { score: number; max: number }) {
  const full = score >= max;
  const t = useT();
  return (
    <span
      data-testid="score-badge"
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        full
          ? 'bg-green-100 text-green-700 dark:bg-green-900/40 dark:text-green-300'
          : 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300',
      )}
    >
      {t('contests.score.points', { score: formatPoints(score), max: formatPoints(max), count: max })}
    </span>
  );
}

/** The user's best score on a scoring problem, when they have one (the problem list). */
export function BestScoreBadge({ best }: { best: BestScore | undefined }) {
  return best ? <ScoreBadge score={best.score} max={best.max} /> : null;
}

/** The subtasks of a judged submission: each one's points and verdict. */
export function SubtaskScores({ score }: { score: Score }) {
  const t = useT();
  return (
    <div className="space-y-2" data-testid="subtask-scores">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('contests.score.label')} <ScoreBadge score={score.value} max={score.max} />
      </p>
      {score.groups.length > 0 && (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-700 dark:border-slate-700">
          {score.groups.map((group, index) => (
            <li key={group.group} className="flex items-center justify-between gap-3 px-3 py-1.5">
              <span title={group.group}>{t('contests.score.subtask', { number: index + 1 })}</span>
              <span className="text-slate-500 dark:text-slate-400">{verdictLabel(group.verdict, t)}</span>
              <span className="font-mono text-xs">
                {formatPoints(group.score)} / {formatPoints(group.maxScore)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
