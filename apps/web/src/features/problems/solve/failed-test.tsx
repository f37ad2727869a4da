/**
 * Under a rejected submission's verdict: which test failed and, when it is a sample (an example the
 * statement shows), its input, the expected output and the program's, the first differing line marked.
 * A hidden test is named by its number only; the server sends nothing else of it (nor of an interactive
 * problem's example, where there is no output to compare).
 */
import type { FailedTest } from '@codeconquer/contracts';
import { OutputMarksNote } from '@/components/ui/output-marks-note';
import { cn } from '@/lib/cn';
import { differenceText, firstDifference, outputLines } from './first-difference';
import { IoBlock } from './io-block';

export function FailedTestDetail({ failed }: { failed: FailedTest }) {
  if (!failed.sample)
    return (
      <p data-testid="failed-test" className="text-sm text-slate-600 dark:text-slate-300">
        Test {failed.number} is hidden: its input and expected output are not shown.
      </p>
    );
  const { input, expectedOutput, output } = failed.sample;
  const difference = firstDifference(expectedOutput, output);
  return (
    <section data-testid="failed-test" aria-label={`Failed test ${failed.number}`} className="space-y-2">
      <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        Test {failed.number} is an example from the statement: {failed.verdict}
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        <IoBlock label="Input" text={input} />
        <MarkedLines
          label="Expected Output"
          text={expectedOutput}
          marked={difference?.line}
          tone="expected"
        />
        <div className="min-w-0">
          <MarkedLines label="Your Output" text={output} marked={difference?.line} tone="actual" />
          <OutputMarksNote output={output} />
        </div>
      </div>
      <p data-testid="first-difference" className="text-sm text-red-700 dark:text-red-300">
        {differenceText(difference)}
      </p>
    </section>
  );
}

const MARK = {
  expected: 'bg-green-200 text-green-950 dark:bg-green-900/70 dark:text-green-50',
  actual: 'bg-red-200 text-red-950 dark:bg-red-900/70 dark:text-red-50',
} as const;

/** An output as lines, line `marked` (when it has one) highlighted: the first difference. */
function MarkedLines({
  label,
  text,
  marked,
  tone,
}: {
  label: string;
  text: string;
  marked: number | undefined;
  tone: keyof typeof MARK;
}) {
  const lines = outputLines(text);
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-medium text-slate-500 dark:text-slate-400">{label}</p>
      <pre className="max-h-40 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        {lines.length === 0
          ? ' '
          : lines.map((line, index) =>
              index === marked ? (
                <mark
                  key={index}
                  data-testid={`first-difference-${tone}`}
                  className={cn('block rounded-sm', MARK[tone])}
                >
                  {line === '' ? ' ' : line}
                </mark>
              ) : (
                <span key={index} className="block">
                  {line === '' ? ' ' : line}
                </span>
              ),
            )}
      </pre>
    </div>
  );
}
