/** The problem's visible tests, as Run uses them. */
import type { TestCase } from '@codeconquer/contracts';
import { IoBlock } from '@/components/ui/io-block';
import { useT } from '@/i18n/use-t';

export function TestCasesTab({ testCases }: { testCases: TestCase[] }) {
  const t = useT();
  if (testCases.length === 0)
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('problems.solve.noTests')}</p>;
  return (
    <ol className="space-y-3">
      {testCases.map((testCase, index) => (
        <li key={testCase.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <p className="mb-2 text-sm font-semibold">{t('problems.run.testCase', { number: index + 1 })}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            <IoBlock label={t('problems.statement.input')} text={testCase.input} />
            <IoBlock label={t('submissions.counterexample.expected')} text={testCase.expectedOutput} />
          </div>
        </li>
      ))}
    </ol>
  );
}
