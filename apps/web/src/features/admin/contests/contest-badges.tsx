/** A contest's status and visibility as coloured marks, and the number of questions waiting for an answer. */
import type { ContestStatus, ContestVisibility } from '@codeconquer/contracts';
import { Badge } from '@/components/ui/difficulty-badge';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';

const STATUS_TONES: Record<ContestStatus, string> = {
  Upcoming: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-900/40 dark:text-indigo-300',
  Running: 'bg-green-100 text-green-700 dark:bg-green-900/40 dark:text-green-300',
  Ended: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
};

const STATUS_LABELS: Record<ContestStatus, MessageId> = {
  Upcoming: 'admin.contests.status.upcoming',
  Running: 'admin.contests.status.running',
  Ended: 'admin.contests.status.ended',
};

export function ContestStatusBadge({ status }: { status: ContestStatus }) {
  const t = useT();
  return <Badge className={STATUS_TONES[status]}>{t(STATUS_LABELS[status])}</Badge>;
}

/** Message ids, translated where they are shown. */
export const CONTEST_VISIBILITY_LABELS: Record<ContestVisibility, MessageId> = {
  public: 'admin.contests.visibility.public',
  unlisted: 'admin.contests.visibility.unlisted',
};

/** What each visibility means, under the form's select. */
export const CONTEST_VISIBILITY_NOTES: Record<ContestVisibility, MessageId> = {
  public: 'admin.contests.visibility.publicNote',
  unlisted: 'admin.contests.visibility.unlistedNote',
};

export function ContestVisibilityBadge({ visibility }: { visibility: ContestVisibility }) {
  const t = useT();
  return (
    <Badge
      className={
        visibility === 'public'
          ? 'bg-indigo-100 text-indigo-700 dark:bg-indigo-900/40 dark:text-indigo-300'
          : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200'
      }
    >
      {t(CONTEST_VISIBILITY_LABELS[visibility])}
    </Badge>
  );
}

/** Amber while questions wait (an admin should look), plain 0 otherwise. */
export function PendingBadge({ count }: { count: number }) {
  const t = useT();
  return count > 0 ? (
    <Badge className="bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300">
      {t('admin.contests.waiting', { count })}
    </Badge>
  ) : (
    <span className="text-slate-400 dark:text-slate-500">0</span>
  );
}
