import type { ContestStatus } from '@codeconquer/contracts';
import { Badge } from '@/components/ui/difficulty-badge';
import { useT } from '@/i18n/use-t';

const tones: Record<ContestStatus, string> = {
  Running: 'bg-green-100 text-green-700 dark:bg-green-900/40 dark:text-green-300',
  Upcoming: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-900/40 dark:text-indigo-300',
  Ended: 'bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-400',
};

export function StatusBadge({ status }: { status: ContestStatus }) {
  const t = useT();
  return <Badge className={tones[status]}>{t('contests.status', { status })}</Badge>;
}

/** Beside the status once the signed-in user is registered (kept by the server, so it survives a reload). */
export function RegisteredBadge() {
  const t = useT();
  return (
    <Badge className="bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300">
      {t('contests.registered')}
    </Badge>
  );
}
