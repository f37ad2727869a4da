/** One contest on the list: title, status, description, times, size, 'View Details' and its action. */
import { countText } from '@/lib/count-text';
import type { ContestSummary } from '@codeconquer/contracts';
import { CalendarDays, Clock, ListChecks, Radio, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDuration, relativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';
import { ContestAction } from './contest-action';
import { contestPath } from './contest-paths';
import { descriptionPreview } from './description-preview';
import { RegisteredBadge, StatusBadge } from './status-badge';

/** 'Starts in 2 days' / 'Started 1 hour ago' and the same for the end, worded for the contest's phase. */
function startText(contest: ContestSummary, now: Date): string {
  const verb = contest.status === 'Upcoming' ? 'Starts' : 'Started';
  return `${verb} ${relativeTime(contest.startTime, now)}`;
}

function endText(contest: ContestSummary, now: Date): string {
  const verb = contest.status === 'Ended' ? 'Ended' : 'Ends';
  return `${verb} ${relativeTime(contest.endTime, now)}`;
}

export function ContestCard({ contest }: { contest: ContestSummary }) {
  const now = useNow(30_000);
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
            View Details
          </Link>
          <ContestAction contest={contest} returnTo="/contests" enterLink />
        </div>
      </div>
      {contest.status === 'Running' && (
        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-green-700 dark:text-green-400">
          <Radio size={16} aria-hidden="true" />
          <span>
            Contest is live! {formatDuration(new Date(contest.endTime).getTime() - now.getTime())} remaining
          </span>
        </p>
      )}
      <ul
        aria-label="Contest facts"
        className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-500 dark:text-slate-400"
      >
        <Fact icon={<CalendarDays size={14} />} text={new Date(contest.startTime).toLocaleString()} />
        <Fact icon={<Clock size={14} />} text={startText(contest, now)} />
        <Fact icon={<Clock size={14} />} text={endText(contest, now)} />
        <Fact
          icon={<Users size={14} />}
          text={countText(contest.participants, 'participant', 'participants')}
        />
        <Fact icon={<ListChecks size={14} />} text={countText(contest.problemCount, 'problem', 'problems')} />
        <Fact text={contest.type} />
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
