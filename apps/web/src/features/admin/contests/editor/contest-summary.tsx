/**
 * The contest at a glance, above its tabs: status and visibility, when it runs, where its board stands
 * (no freeze, freezing at, frozen, final) and how many take part.
 */
import type { AdminContest } from '@codeconquer/contracts';
import { Badge } from '@/components/ui/difficulty-badge';
import { useLocale, useT, type Translate } from '@/i18n/use-t';
import { ContestStatusBadge, ContestVisibilityBadge } from '../contest-badges';
import { contestTime } from '../contest-time';

/** Where the public board stands, in words. */
export function boardState(t: Translate, contest: AdminContest, locale?: string): string {
  if (contest.resultsFinal) return t('admin.contests.board.final');
  if (contest.freezeTime === null) return t('admin.contests.board.noFreeze');
  if (contest.frozen)
    return t('admin.contests.board.frozen', { time: contestTime(contest.freezeTime, locale) });
  return t('admin.contests.board.freezes', { time: contestTime(contest.freezeTime, locale) });
}

export function ContestSummary({ contest }: { contest: AdminContest }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-300">
      <span className="flex gap-1">
        <ContestStatusBadge status={contest.status} />
        <ContestVisibilityBadge visibility={contest.visibility} />
        {!contest.rated && (
          <Badge className="bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200">
            {t('admin.contests.unrated')}
          </Badge>
        )}
      </span>
      <span>
        <time dateTime={contest.startTime}>{contestTime(contest.startTime, locale)}</time> –{' '}
        <time dateTime={contest.endTime}>{contestTime(contest.endTime, locale)}</time>
      </span>
      <span data-testid="board-state">{boardState(t, contest, locale)}</span>
      <span>{t('admin.contests.participants', { count: contest.participants })}</span>
    </div>
  );
}
