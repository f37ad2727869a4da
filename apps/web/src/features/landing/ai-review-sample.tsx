/** A static example of an AI review, every field filled, so guests know what they get. */
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';

/** A file name, the same in every language. */
const SAMPLE_FILE = 'solution.py';
const SAMPLE_CODE = `def max_subarray(nums):
    best = current = nums[0]
    for n in nums[1:]:
        current = max(n, current + n)
        best = max(best, current)
    return best`;

const SCORES: { labelId: MessageId; value: string }[] = [
  { labelId: 'landing.review.quality', value: '8/10' },
  { labelId: 'landing.review.readability', value: '9/10' },
  { labelId: 'landing.review.time', value: 'O(n)' },
  { labelId: 'landing.review.space', value: 'O(1)' },
];

const SUGGESTIONS: MessageId[] = [
  'landing.review.suggestion1',
  'landing.review.suggestion2',
  'landing.review.suggestion3',
];

export function AiReviewSample() {
  const t = useT();
  return (
    <section className="bg-slate-100 px-4 py-16 dark:bg-slate-900">
      <h2 className="text-center text-3xl font-bold">{t('landing.review.title')}</h2>
      <p className="mx-auto mt-2 max-w-xl text-center text-slate-600 dark:text-slate-400">
        {t('landing.review.subtitle')}
      </p>
      <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        <figure className="overflow-hidden rounded-2xl bg-slate-950">
          <figcaption className="border-b border-slate-800 px-6 py-3 text-xs text-slate-400">
            {SAMPLE_FILE}
          </figcaption>
          <pre className="overflow-auto p-6 font-mono text-sm text-slate-100">
            <code>{SAMPLE_CODE}</code>
          </pre>
        </figure>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-950">
          <h3 className="font-semibold">{t('landing.review.heading')}</h3>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {SCORES.map((score) => (
              <div
                key={score.labelId}
                className="flex flex-col-reverse rounded-lg bg-slate-50 p-3 dark:bg-slate-900"
              >
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t(score.labelId)}</dt>
                <dd className="text-lg font-bold text-indigo-600 dark:text-indigo-400">{score.value}</dd>
              </div>
            ))}
          </dl>
          <h4 className="mt-5 text-sm font-semibold">{t('landing.review.suggestions')}</h4>
          <ul className="mt-2 list-inside list-disc space-y-1 text-sm text-slate-600 dark:text-slate-400">
            {SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>{t(suggestion)}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
