/**
 * An AI review as the compiler and the solve editor show it: scores and complexity, then the
 * suggestions, best practices, style and security lists, typed out at 8 ms per character.
 */
import type { AiReview } from '@codeconquer/contracts';
import { useMemo } from 'react';
import { useT } from '@/i18n/use-t';
import { useTypewriter } from '@/lib/use-typewriter';
import { layoutTexts, reviewLayout, sectionOffsets } from './review-layout';

export function ReviewDisplay({ review }: { review: AiReview }) {
  const t = useT();
  const layout = useMemo(() => reviewLayout(review, t), [review, t]);
  const texts = useMemo(() => layoutTexts(layout), [layout]);
  const offsets = useMemo(() => sectionOffsets(layout), [layout]);
  const { visible, typing, finish } = useTypewriter(texts);

  return (
    <div data-testid="ai-review" aria-busy={typing} className="space-y-4 text-sm">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {layout.scores.map((score, position) => (
          <div
            key={score.key}
            className="flex flex-col-reverse rounded-lg border border-slate-200 bg-slate-50 p-2.5 dark:border-slate-700 dark:bg-slate-800/60"
          >
            <dt className="text-xs text-slate-500 dark:text-slate-400">{score.label}</dt>
            <dd
              data-testid={`review-${score.key}`}
              className="min-h-6 font-mono text-base font-semibold text-indigo-600 dark:text-indigo-400"
            >
              {visible[position]}
            </dd>
          </div>
        ))}
      </dl>
      {layout.sections.map((section, sectionIndex) => (
        <section key={section.key} aria-label={section.title}>
          <h4 className="mb-1 font-semibold text-slate-800 dark:text-slate-100">{section.title}</h4>
          <ul className="list-disc space-y-1 pl-5 text-slate-600 dark:text-slate-300">
            {section.items.map((item, position) => {
              const text = visible[(offsets[sectionIndex] ?? 0) + position] ?? '';
              return text === '' ? null : <li key={`${position}:${item}`}>{text}</li>;
            })}
          </ul>
        </section>
      ))}
      {typing && (
        <button
          type="button"
          onClick={finish}
          className="text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400"
        >
          {t('compiler.review.showAll')}
        </button>
      )}
    </div>
  );
}
