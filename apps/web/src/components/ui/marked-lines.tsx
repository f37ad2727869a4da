/** An output as lines, the first line that differs from the other output marked (a failed test's texts). */
import { cn } from '@/lib/cn';
import { outputLines } from '@/lib/first-difference';

const MARK = {
  expected: 'bg-green-200 text-green-950 dark:bg-green-900/70 dark:text-green-50',
  actual: 'bg-red-200 text-red-950 dark:bg-red-900/70 dark:text-red-50',
} as const;

/** An output as lines, line `marked` (when it has one) highlighted: the first difference. */
export function MarkedLines({
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
