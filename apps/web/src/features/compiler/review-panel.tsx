/**
 * The AI Review tab: the review typed out, or the failure, its message and the basic analysis
 * shown instead.
 */
import type { AiReview } from '@codeconquer/contracts';
import { useMemo } from 'react';
import { ReviewDisplay } from '@/components/ai-review/review-display';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { fallbackReview } from './fallback-review';

export type ReviewState = {
  status: 'idle' | 'pending' | 'success' | 'error';
  data?: AiReview;
  error: unknown;
  /** The code that was sent for review (the fallback analyses it). */
  code?: string;
};

export function ReviewPanel({ review }: { review: ReviewState }) {
  const t = useT();
  if (review.status === 'idle')
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('compiler.review.idle')}</p>;
  if (review.status === 'pending')
    return (
      <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Spinner className="h-4 w-4" label={t('compiler.review.spinner')} /> {t('compiler.review.pending')}
      </div>
    );
  if (review.status === 'error') return <ReviewFailure error={review.error} code={review.code ?? ''} />;
  return review.data ? <ReviewDisplay review={review.data} /> : null;
}

function ReviewFailure({ error, code }: { error: unknown; code: string }) {
  const t = useT();
  const fallback = useMemo(() => fallbackReview(code, t), [code, t]);
  return (
    <div className="space-y-4">
      <div
        role="alert"
        className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-300"
      >
        <p className="font-semibold">{t('compiler.review.errorTitle')}</p>
        <p>{errorMessage(error, t('compiler.review.failed'))}</p>
        <p className="mt-1">{t('compiler.review.fallbackNote')}</p>
      </div>
      <ReviewDisplay review={fallback} />
    </div>
  );
}
