/**
 * The AI Power tab (docs/product.md#ai-review): an AI review of the editor's code, as many per problem and
 * per day as the site's settings allow (3 and 15 by default), with what is left, the limit messages, and
 * the review typed out.
 */
import type { LanguageId } from '@codeconquer/contracts';
import { Sparkles } from 'lucide-react';
import { usePublicSettings } from '@/api/site-settings';
import { ReviewDisplay } from '@/components/ai-review/review-display';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { NO_REVIEWS_LEFT, useReviewLimits } from '../api/get-review-limits';
import { useCodeReview } from '../api/request-code-review';
import { allowanceText, limitsText, reviewBlock } from './review-rules';

type Props = {
  problemId: string;
  userId: string;
  /** The editor's code as last rendered (enables the button). */
  code: string;
  /** The editor's code this instant (what is sent). */
  currentCode: () => { code: string; language: LanguageId };
};

export function AiPowerTab({ problemId, userId, code, currentCode }: Props) {
  const t = useT();
  const allowance = usePublicSettings();
  const limits = useReviewLimits(problemId, userId);
  const review = useCodeReview(userId);
  const left = limits.data ?? NO_REVIEWS_LEFT;
  const block = limits.isPending ? null : reviewBlock(code, left, allowance, t);

  const request = () => {
    const now = currentCode();
    if (reviewBlock(now.code, left, allowance, t) || review.isPending) return;
    review.mutate({ ...now, problemId });
  };

  return (
    <div className="space-y-4">
      <div>
        <h2 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-100">
          <Sparkles size={16} className="text-indigo-500" aria-hidden="true" /> {t('problems.review.title')}
        </h2>
        <p data-testid="review-allowance" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t('problems.review.intro', { allowance: allowanceText(allowance, t) })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton
          onClick={request}
          disabled={limits.isPending || block !== null}
          busy={review.isPending}
          icon={Sparkles}
        >
          {t('problems.review.button')}
        </BusyButton>
        <span data-testid="review-limits" className="text-sm text-slate-500 dark:text-slate-400">
          {limits.isPending ? t('problems.review.checking') : limitsText(left, t)}
        </span>
      </div>
      {block && !review.isPending && !review.isError && (
        <p className="text-sm text-slate-500 dark:text-slate-400">{block}</p>
      )}
      {review.isError && (
        <Alert tone="error">{errorMessage(review.error, t('compiler.review.failed'))}</Alert>
      )}
      {review.isPending && (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('compiler.review.pending')}</p>
      )}
      {review.data && <ReviewDisplay review={review.data.review} />}
    </div>
  );
}
