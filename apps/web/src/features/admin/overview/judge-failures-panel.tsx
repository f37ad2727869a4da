/**
 * The Overview's judge failures: jobs the judge gave up on in the last 30 days (a submission then holds
 * a Judge Error), newest first, each with why it ended, so an admin can tell a broken validator from a
 * program that kept taking its judge down.
 */
import type { AdminOverview } from '@codeconquer/contracts';
import type { MessageId } from '@/i18n/message-id';
import { useLocale, useT } from '@/i18n/use-t';
import { relativeTime } from '@/lib/relative-time';

const KIND_LABELS: Record<AdminOverview['judgeFailures'][number]['kind'], MessageId> = {
  submission: 'admin.overview.failure.submission',
  run: 'admin.overview.failure.run',
  compiler: 'admin.overview.failure.compiler',
  counterexample: 'admin.overview.failure.counterexample',
};

export function JudgeFailuresPanel({ failures }: { failures: AdminOverview['judgeFailures'] }) {
  const t = useT();
  const { locale } = useLocale();
  if (failures.length === 0)
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('admin.overview.noFailures')}</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {failures.map((failure) => (
        <li key={failure.jobId} className="py-3 first:pt-0 last:pb-0" data-testid="overview-judge-failure">
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t(KIND_LABELS[failure.kind])} <span className="font-mono">{failure.jobId}</span> ·{' '}
            <time dateTime={failure.endedAt}>{relativeTime(failure.endedAt, locale)}</time>
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100">
            {failure.reason}
          </p>
        </li>
      ))}
    </ul>
  );
}
