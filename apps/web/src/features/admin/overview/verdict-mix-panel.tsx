/**
 * The verdict mix of the last 30 days: each status with its count and share, and a bar as wide as the
 * share in the status's tone (the colours of components/ui/submission-status.tsx, as `bg-current`).
 */
import type { AdminOverview } from '@codeconquer/contracts';
import { statusClasses } from '@/components/ui/submission-status';
import { verdictLabel } from '@/components/ui/verdict-messages';
import { useLocale, useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { formatCount } from './overview-numbers';
import { asSubmissionStatus, verdictShares } from './verdict-mix';

export function VerdictMix({ verdicts }: { verdicts: AdminOverview['verdicts'] }) {
  const t = useT();
  const { locale } = useLocale();
  const shares = verdictShares(verdicts);
  if (shares.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('admin.overview.noVerdicts')}</p>;
  }
  return (
    <ul className="space-y-3">
      {shares.map(({ status, count, percent, percentText }) => {
        // A status this app does not know (none is expected) is shown in the neutral tone of Pending.
        const tone = statusClasses(asSubmissionStatus(status) ?? 'Pending');
        return (
          <li key={status} data-testid="overview-verdict" data-status={status}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className={cn('font-medium', tone)}>{verdictLabel(status, t)}</span>
              <span className="text-slate-600 tabular-nums dark:text-slate-300">
                {formatCount(count, locale)}{' '}
                <span className="text-slate-500 dark:text-slate-400">({percentText})</span>
              </span>
            </div>
            <div
              className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
              aria-hidden="true"
            >
              <div
                className={cn('h-full min-w-0.5 rounded-full bg-current', tone)}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
