/** A contest's status and visibility as coloured marks, and the number of questions waiting for an answer. */
import type { ContestStatus, ContestVisibility } from '@codeconquer/contracts';
import { Badge } from '@/components/ui/difficulty-badge';

const STATUS_TONES: Record<ContestStatus, string> = {
  Upcoming: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-900/40 dark:text-indigo-300',
  Running: 'bg-green-100 text-green-700 dark:bg-green-900/40 dark:text-green-300',
  Ended: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
};

export function ContestStatusBadge({ status }: { status: ContestStatus }) {
  return <Badge className={STATUS_TONES[status]}>{status}</Badge>;
}

export const CONTEST_VISIBILITY_LABELS: Record<ContestVisibility, string> = {
  public: 'Public',
  unlisted: 'Unlisted',
};

/** What each visibility means, under the form's select. */
export const CONTEST_VISIBILITY_NOTES: Record<ContestVisibility, string> = {
  public: 'Listed on the contests page for everyone.',
  unlisted: 'Not listed: only people with its link find it.',
};

export function ContestVisibilityBadge({ visibility }: { visibility: ContestVisibility }) {
  return (
    <Badge
      className={
        visibility === 'public'
          ? 'bg-indigo-100 text-indigo-700 dark:bg-indigo-900/40 dark:text-indigo-300'
          : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200'
      }
    >
      {CONTEST_VISIBILITY_LABELS[visibility]}
    </Badge>
  );
}

/** Amber while questions wait (an admin should look), plain 0 otherwise. */
export function PendingBadge({ count }: { count: number }) {
  return count > 0 ? (
    <Badge className="bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300">{`${count} waiting`}</Badge>
  ) : (
    <span className="text-slate-400 dark:text-slate-500">0</span>
  );
}
