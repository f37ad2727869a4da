/** One contest on the list: title, status, description, times, size, 'View Details' and its action. */
import type { ContestSummary } from '@codeconquer/contracts';
import type { Locale } from '@codeconquer/contracts/locales';
import { CalendarDays, Clock, ListChecks, Radio, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLocale, useT, type Translate } from '@/i18n/use-t';
import { formatDuration, relativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';
import { ContestAction } from './contest-action';
import { contestPath } from './contest-paths';
import { descriptionPreview } from './description-preview';
import { RegisteredBadge, StatusBadge } from './status-badge';

/** 'Starts in 2 days' / 'Started 1 hour ago' and the same for the end, worded for the contest's phase. */
function startText(contest: ContestSummary, now: Date, t: Translate, locale: Locale): string {
  const when = relativeTime(contest.startTime, locale, now);
  return contest.status === 'Upcoming'
    ? t('contests.card.starts', { when })
    : t('contests.card.started', { when });
}

function endText(contest: ContestSummary, now: Date, t: Translate, locale: Locale): string {
  const when = relativeTime(contest.endTime, locale, now);
  return contest.status === 'Ended' ? t('contests.card.ended', { when }) : t('contests.card.ends', { when });
}

export function ContestCard({ contest }: { contest: ContestSummary }) {
  const now = useNow(30_000);
  const t = useT();
  const { locale } = useLocale();
  const detailPath = contestPath(contest.id);
  const summary = descriptionPreview(contest.description);
  return (
    <Card className="p-6" data-testid={`contest-card-${contest.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="text-lg font-semibold">{contest.title}</h3>
            <StatusBadge status={contest.status} />
            {contest.registered && <RegisteredBadge />}
          </div>
          {summary && <p className="text-sm text-slate-600 dark:text-slate-400">{summary}</p>}
        </div>
        <div className="flex gap-2">
          <Link to={detailPath} className={buttonClasses('secondary')}>
            {t('contests.card.viewDetails')}
          </Link>
          <ContestAction contest={contest} returnTo="/contests" enterLink />
        </div>
      </div>
      {contest.status === 'Running' && (
        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-green-700 dark:text-green-400">
          <Radio size={16} aria-hidden="true" />
          <span>
            {t('contests.card.live', {
              remaining: formatDuration(new Date(contest.endTime).getTime() - now.getTime(), locale),
            })}
          </span>
        </p>
      )}
      <ul
        aria-label={t('contests.card.facts')}
        className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-500 dark:text-slate-400"
      >
        <Fact icon={<CalendarDays size={14} />} text={new Date(contest.startTime).toLocaleString(locale)} />
        <Fact icon={<Clock size={14} />} text={startText(contest, now, t, locale)} />
        <Fact icon={<Clock size={14} />} text={endText(contest, now, t, locale)} />
        <Fact
          icon={<Users size={14} />}
          text={t('contests.participantCount', { count: contest.participants })}
        />
        <Fact
          icon={<ListChecks size={14} />}
          text={t('contests.problemCount', { count: contest.problemCount })}
        />
        <Fact text={t('contests.typeName', { type: contest.type })} />
      </ul>
    </Card>
  );
}

function Fact({ icon, text }: { icon?: ReactNode; text: string }) {
  return (
    <li className="flex items-center gap-1.5">
      {icon}
      {text}
    </li>
  );
}
