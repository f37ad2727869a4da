/** Limits, submission count and tags beside the statement; a sign-up prompt for guests. */
import type { Problem } from '@codeconquer/contracts';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLocale, useT } from '@/i18n/use-t';
import { numberFormat } from '@/lib/intl-formats';

export function ProblemSidePanel({ problem, signedIn }: { problem: Problem; signedIn: boolean }) {
  const t = useT();
  const number = numberFormat(useLocale().locale);
  return (
    <aside className="space-y-4">
      <Card className="p-5">
        <h2 className="mb-3 font-semibold text-slate-900 dark:text-slate-100">{t('problems.side.title')}</h2>
        <dl className="space-y-2 text-sm">
          <Row label={t('problems.side.timeLimit')} value={`${number.format(problem.timeLimit)} s`} />
          <Row label={t('problems.side.memoryLimit')} value={`${number.format(problem.memoryLimit)} MB`} />
          <Row label={t('problems.side.submissions')} value={number.format(problem.submissions)} />
        </dl>
        {problem.tags.length > 0 && (
          <>
            <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t('problems.list.column.tags')}
            </h3>
            <ul className="flex flex-wrap gap-1.5">
              {problem.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
      {!signedIn && (
        <Card className="p-5">
          <h2 className="font-semibold text-slate-900 dark:text-slate-100">
            {t('problems.side.readyTitle')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-500 dark:text-slate-400">
            {t('problems.side.readyText')}
          </p>
          <Link to="/signup" className={buttonClasses('primary', 'w-full')}>
            {t('problems.side.signUp')}
          </Link>
        </Card>
      )}
    </aside>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-800 dark:text-slate-200">{value}</dd>
    </div>
  );
}
