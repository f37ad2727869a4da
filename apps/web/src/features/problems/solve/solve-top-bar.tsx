import { ArrowLeft, Timer, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useLocale, useT } from '@/i18n/use-t';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/cn';
import { contestPhase, contestProblemsPath, timeLeftText } from './contest-mode';
import type { ContestMode } from './use-contest-mode';

type Props = {
  title?: string;
  problemId?: string;
  /** Opened in a contest: its title (back to its problems), the problem's label and the time left. */
  contest?: ContestMode | null;
};

/**
 * The editor's own slim bar (48 px): the app's top bar and sidebar are hidden here. Its right
 * end is left free for VGuy's chat button. On a phone its links are 44 px tall, 'Problems' is its arrow
 * alone (the name is still read out), and in a contest the problem's title gives way to its label (the
 * Problem view shows the title), so the contest, the label and the time left fit at 360 px.
 */
export function SolveTopBar({ title, problemId, contest }: Props) {
  const t = useT();
  return (
    <header className="flex h-12 min-w-0 shrink-0 items-center gap-4 border-b border-slate-200 bg-white pr-16 pl-4 max-md:gap-2 max-md:pl-1 dark:border-slate-800 dark:bg-slate-900">
      <Link
        to="/problems"
        className="flex h-11 min-w-11 shrink-0 items-center justify-center gap-1 text-sm font-semibold text-indigo-600 hover:underline dark:text-indigo-400"
      >
        <ArrowLeft size={16} aria-hidden="true" />
        <span className="max-md:sr-only">{t('problems.list.title')}</span>
      </Link>
      {contest && (
        <Link
          to={contestProblemsPath(contest.contest.id)}
          data-testid="solve-contest-link"
          className="flex h-11 min-w-0 items-center gap-1 text-sm font-semibold text-slate-700 hover:underline dark:text-slate-200"
        >
          <Trophy size={16} aria-hidden="true" className="shrink-0 text-amber-500" />
          <span className="truncate">{contest.contest.title}</span>
        </Link>
      )}
      {title && problemId && (
        <div className="flex min-w-0 items-center gap-2">
          {contest && (
            <span
              data-testid="solve-contest-label"
              aria-label={t('problems.solve.contestLabel', { label: contest.label })}
              className="flex h-6 w-6 shrink-0 items-center justify-center rounded-md bg-indigo-100 font-mono text-xs font-bold text-indigo-700 dark:bg-indigo-900/40 dark:text-indigo-300"
            >
              {contest.label}
            </span>
          )}
          <Link
            to={`/problems/${encodeURIComponent(problemId)}`}
            className={cn(
              'flex h-11 min-w-0 items-center text-sm font-medium text-slate-700 hover:underline dark:text-slate-200',
              contest && 'max-md:hidden',
            )}
          >
            <span className="truncate">{title}</span>
          </Link>
        </div>
      )}
      {contest && <TimeLeft contest={contest} />}
    </header>
  );
}

/** Ticks each second by the server's clock; only this element re-renders on a tick. */
function TimeLeft({ contest }: { contest: ContestMode }) {
  const t = useT();
  const { locale } = useLocale();
  const now = useNow(1000).getTime() + contest.offset;
  const text = timeLeftText(contest.contest, now, t, locale);
  return (
    <p
      role="timer"
      data-testid="solve-contest-time"
      className={cn(
        'ml-auto flex shrink-0 items-center gap-1.5 text-sm font-semibold tabular-nums',
        contestPhase(contest.contest, now) === 'over'
          ? 'text-slate-500 dark:text-slate-400'
          : 'text-indigo-700 dark:text-indigo-300',
      )}
    >
      <Timer size={16} aria-hidden="true" />
      {text}
    </p>
  );
}
