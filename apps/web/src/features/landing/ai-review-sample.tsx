/** A static example of what an AI review looks like. */
const SAMPLE_CODE = `def two_sum(nums, target):
    seen = {}
    for i, n in enumerate(nums):
        if target - n in seen:
            return [seen[target - n], i]
        seen[n] = i
    return []`;

const SCORES = [
  { label: 'Code Quality', value: '8/10' },
  { label: 'Readability', value: '9/10' },
  { label: 'Time', value: 'O(n)' },
  { label: 'Space', value: 'O(n)' },
];

export function AiReviewSample() {
  return (
    <section className="bg-slate-100 px-4 py-16 dark:bg-slate-900">
      <h2 className="text-center text-3xl font-bold">AI reviews that teach</h2>
      <p className="mx-auto mt-2 max-w-xl text-center text-slate-600 dark:text-slate-400">
        Submit your code and get feedback on quality, complexity and style in seconds.
      </p>
      <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        <pre className="overflow-auto rounded-2xl bg-slate-950 p-6 font-mono text-sm text-slate-100">
          <code>{SAMPLE_CODE}</code>
        </pre>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-950">
          <p className="font-semibold">AI Review</p>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {SCORES.map((score) => (
              <div key={score.label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900">
                <dt className="text-xs text-slate-500">{score.label}</dt>
                <dd className="text-lg font-bold text-indigo-600">{score.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-4 list-inside list-disc space-y-1 text-sm text-slate-600 dark:text-slate-400">
            <li>Clear single pass with a hash map: optimal for this problem.</li>
            <li>Name `n` could be `value` for readability.</li>
            <li>Consider a docstring stating the return value when no pair exists.</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
