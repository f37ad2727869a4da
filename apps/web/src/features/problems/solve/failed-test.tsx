/**
 * Under a rejected submission's verdict: which test failed and, when it is a sample (an example the
 * statement shows), its input, the expected output and the program's, the first differing line marked.
 * A hidden test is named by its number only; the server sends nothing else of it (nor of an interactive
 * problem's example, where there is no output to compare).
 */
import type { FailedTest } from '@codeconquer/contracts';
import { OutputMarksNote } from '@/components/ui/output-marks-note';
import { IoBlock } from '@/components/ui/io-block';
import { MarkedLines } from '@/components/ui/marked-lines';
import { verdictLabel } from '@/components/ui/verdict-messages';
import { useT } from '@/i18n/use-t';
import { differenceText, firstDifference } from '@/lib/first-difference';

export function FailedTestDetail({ failed }: { failed: FailedTest }) {
  const t = useT();
  if (!failed.sample)
    return (
      <p data-testid="failed-test" className="text-sm text-slate-600 dark:text-slate-300">
        {t('problems.failed.hidden', { number: failed.number })}
      </p>
    );
  const { input, expectedOutput, output } = failed.sample;
  const difference = firstDifference(expectedOutput, output);
  return (
    <section
      data-testid="failed-test"
      aria-label={t('problems.failed.label', { number: failed.number })}
      className="space-y-2"
    >
      <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {t('problems.failed.sample', { number: failed.number, verdict: verdictLabel(failed.verdict, t) })}
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        <IoBlock label={t('problems.statement.input')} text={input} />
        <MarkedLines
          label={t('submissions.counterexample.expected')}
          text={expectedOutput}
          marked={difference?.line}
          tone="expected"
        />
        <div className="min-w-0">
          <MarkedLines
            label={t('submissions.counterexample.output')}
            text={output}
            marked={difference?.line}
            tone="actual"
          />
          <OutputMarksNote output={output} />
        </div>
      </div>
      <p data-testid="first-difference" className="text-sm text-red-700 dark:text-red-300">
        {differenceText(difference, t)}
      </p>
    </section>
  );
}
