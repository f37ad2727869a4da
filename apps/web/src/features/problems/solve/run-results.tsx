/** A Run's answer: compile error, Terminal Error, or each visible test with its verdict. */
import type { ExecuteResponse, TestResultEntry } from '@codeconquer/contracts';
import { cn } from '@/lib/cn';
import { formatMemory, formatRuntime } from '../shared/format';
import { ErrorBox } from './error-box';
import { OutputMarksNote } from '@/components/ui/output-marks-note';
import { IoBlock } from '@/components/ui/io-block';
import { errorText, runOutcome } from './run-outcome';

export function RunResults({ response }: { response: ExecuteResponse }) {
  const outcome = runOutcome(response);
  if (outcome.kind === 'compile') return <ErrorBox title="Compilation Error" message={outcome.message} />;
  if (outcome.kind === 'terminal') return <ErrorBox title="Terminal Error" message={outcome.message} />;
  const allPassed = response.passedTests === response.totalTests;
  return (
    <div className="space-y-3">
      <p
        className={cn(
          'text-sm font-semibold',
          allPassed ? 'text-green-700 dark:text-green-400' : 'text-red-600 dark:text-red-400',
        )}
      >
        {response.passedTests}/{response.totalTests} test cases passed
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
  return (
    <li
      data-testid="test-result"
      className={cn(
        'rounded-lg border p-3',
        result.success ? 'border-green-200 dark:border-green-900' : 'border-red-200 dark:border-red-900',
      )}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">Test Case {index + 1}</span>
        <span
          className={result.success ? 'text-green-700 dark:text-green-400' : 'text-red-600 dark:text-red-400'}
        >
          {result.verdict}
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {formatRuntime(result.executionTime)} · {formatMemory(result.memoryUsage)}
        </span>
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        <IoBlock label="Input" text={result.input} />
        <IoBlock label="Expected Output" text={result.expectedOutput} />
        <div className="min-w-0">
          <IoBlock label="Your Output" text={result.output} />
          <OutputMarksNote output={result.output} />
        </div>
      </div>
      {result.error && (
        <div className="mt-2">
          <ErrorBox title="Error" message={errorText(result.error)} />
        </div>
      )}
    </li>
  );
}
