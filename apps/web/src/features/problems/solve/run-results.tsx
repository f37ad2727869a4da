/** A Run's answer: compile error, Terminal Error, or each visible test with its verdict. */
import type { ExecuteResponse, TestResultEntry } from '@codeconquer/contracts';
import { verdictLabel } from '@/components/ui/verdict-messages';
import { useLocale, useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { formatMemory, formatRuntime } from '@/lib/measures';
import { ErrorBox } from './error-box';
import { OutputMarksNote } from '@/components/ui/output-marks-note';
import { IoBlock } from '@/components/ui/io-block';
import { errorText, runOutcome } from './run-outcome';

export function RunResults({ response }: { response: ExecuteResponse }) {
  const t = useT();
  const outcome = runOutcome(response, t);
  if (outcome.kind === 'compile')
    return <ErrorBox title={verdictLabel('Compilation Error', t)} message={outcome.message} />;
  if (outcome.kind === 'terminal')
    return <ErrorBox title={t('problems.run.terminalError')} message={outcome.message} />;
  const allPassed = response.passedTests === response.totalTests;
  return (
    <div className="space-y-3">
      <p
        className={cn(
          'text-sm font-semibold',
          allPassed ? 'text-green-700 dark:text-green-400' : 'text-red-600 dark:text-red-400',
        )}
      >
        {t('problems.run.passed', { passed: response.passedTests, total: response.totalTests })}
      </p>
      <ol className="space-y-3">
        {response.results.map((result, index) => (
          <TestResult key={result.testCaseId} result={result} index={index} />
        ))}
      </ol>
    </div>
  );
}

function TestResult({ result, index }: { result: TestResultEntry; index: number }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <li
      data-testid="test-result"
      className={cn(
        'rounded-lg border p-3',
        result.success ? 'border-green-200 dark:border-green-900' : 'border-red-200 dark:border-red-900',
      )}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">{t('problems.run.testCase', { number: index + 1 })}</span>
        <span
          className={result.success ? 'text-green-700 dark:text-green-400' : 'text-red-600 dark:text-red-400'}
        >
          {verdictLabel(result.verdict, t)}
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {formatRuntime(result.executionTime, locale)} · {formatMemory(result.memoryUsage, locale)}
        </span>
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        <IoBlock label={t('problems.statement.input')} text={result.input} />
        <IoBlock label={t('submissions.counterexample.expected')} text={result.expectedOutput} />
        <div className="min-w-0">
          <IoBlock label={t('submissions.counterexample.output')} text={result.output} />
          <OutputMarksNote output={result.output} />
        </div>
      </div>
      {result.error && (
        <div className="mt-2">
          <ErrorBox title={t('compiler.output.error')} message={errorText(result.error, t)} />
        </div>
      )}
    </li>
  );
}
