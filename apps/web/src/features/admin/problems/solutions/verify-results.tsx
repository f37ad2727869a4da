/**
 * What Verify found: one line for the whole, then each solution's verdict against the one it expects
 * (OK or Mismatch), its compiler's message if it did not compile, and each test's verdict and time.
 */
import { languageInfo, type SolutionVerdict, type VerifyResponse } from '@codeconquer/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/difficulty-badge';
import { Table, type TableColumn } from '@/components/ui/table';
import { verdictLabel } from '@/components/ui/verdict-messages';
import { useT, type Translate } from '@/i18n/use-t';
import { solutionOutcome, verifySummary } from './verify-summary';

type TestResult = SolutionVerdict['tests'][number];

const testColumns = (t: Translate): TableColumn<TestResult>[] => [
  { heading: t('admin.verify.column.test'), className: 'font-mono text-xs', cell: (test) => test.name },
  { heading: t('admin.verify.column.verdict'), cell: (test) => verdictLabel(test.verdict, t) },
  {
    heading: t('admin.verify.column.time'),
    className: 'tabular-nums',
    cell: (test) => `${Math.round(test.timeMs)} ms`,
  },
  {
    heading: t('admin.verify.column.memory'),
    className: 'tabular-nums',
    cell: (test) => `${test.memoryMb.toFixed(1)} MB`,
  },
];

export function VerifyResults({ result }: { result: VerifyResponse }) {
  const t = useT();
  return (
    <section aria-label={t('admin.verify.title')} className="space-y-3">
      <Alert tone={result.ok ? 'success' : 'error'}>{verifySummary(t, result)}</Alert>
      <ul className="space-y-3">
        {result.solutions.map((solution) => (
          <li
            key={solution.name}
            data-testid="verify-result"
            data-ok={solution.ok}
            className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-mono text-xs text-slate-800 dark:text-slate-100">{solution.name}</span>
              <span className="text-slate-500 dark:text-slate-400">
                {languageInfo(solution.language).label}
              </span>
              <span className="text-slate-700 dark:text-slate-200">
                {t('admin.verify.expectedGot', {
                  expected: verdictLabel(solution.expected, t),
                  verdict: verdictLabel(solution.verdict, t),
                })}
              </span>
              <Badge
                className={
                  solution.ok
                    ? 'bg-green-100 text-green-700 dark:bg-green-900/40 dark:text-green-300'
                    : 'bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300'
                }
              >
                {solutionOutcome(t, solution)}
              </Badge>
            </div>
            {solution.compileMessage && (
              <pre className="mt-2 max-h-48 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs dark:bg-slate-800">
                {solution.compileMessage}
              </pre>
            )}
            {solution.tests.length > 0 && (
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer text-slate-600 dark:text-slate-300">
                  {t('admin.verify.tests', { count: solution.tests.length })}
                </summary>
                <Table
                  compact
                  className="mt-2"
                  columns={testColumns(t)}
                  rows={solution.tests}
                  rowKey={(test) => test.name}
                />
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
