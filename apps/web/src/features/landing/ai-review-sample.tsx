/** A static example of an AI review, every field filled, so guests know what they get. */
const SAMPLE_CODE = `def max_subarray(nums):
    best = current = nums[0]
    for n in nums[1:]:
        current = max(n, current + n)
        best = max(best, current)
    return best`;

const SCORES = [
  { label: 'Code Quality', value: '8/10' },
  { label: 'Readability', value: '9/10' },
  { label: 'Time Complexity', value: 'O(n)' },
  { label: 'Space Complexity', value: 'O(1)' },
] as const;

const SUGGESTIONS = [
  'Kadane’s algorithm in a single pass: optimal for this problem.',
  'Guard against an empty list before reading nums[0].',
  'Rename `n` to `value` and add a docstring describing the return value.',
] as const;

export function AiReviewSample() {
  return (
    <section className="bg-slate-100 px-4 py-16 dark:bg-slate-900">
      <h2 className="text-center text-3xl font-bold">AI reviews that teach</h2>
      <p className="mx-auto mt-2 max-w-xl text-center text-slate-600 dark:text-slate-400">
        Submit your code and get feedback on quality, complexity and style in seconds.
      </p>
      <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        <figure className="overflow-hidden rounded-2xl bg-slate-950">
          <figcaption className="border-b border-slate-800 px-6 py-3 text-xs text-slate-400">
            solution.py
          </figcaption>
          <pre className="overflow-auto p-6 font-mono text-sm text-slate-100">
            <code>{SAMPLE_CODE}</code>
          </pre>
        </figure>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-950">
          <h3 className="font-semibold">AI Review</h3>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {SCORES.map((score) => (
              <div
                key={score.label}
                className="flex flex-col-reverse rounded-lg bg-slate-50 p-3 dark:bg-slate-900"
              >
                <dt className="text-xs text-slate-500 dark:text-slate-400">{score.label}</dt>
                <dd className="text-lg font-bold text-indigo-600 dark:text-indigo-400">{score.value}</dd>
              </div>
            ))}
          </dl>
          <h4 className="mt-5 text-sm font-semibold">Suggestions</h4>
          <ul className="mt-2 list-inside list-disc space-y-1 text-sm text-slate-600 dark:text-slate-400">
            {SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
