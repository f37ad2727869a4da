/** AI review, hints and the VGuy assistant (docs/product.md#ai-review, #tokens-and-hints, #vguy-chat). */
import { z } from 'zod';
import { languageIdSchema } from './languages';
import { codeSchema, problemIdSchema, storedCodeSchema } from './problems';

export const AI_REVIEWS_PER_PROBLEM = 3;
export const AI_REVIEWS_PER_DAY = 15;
export const HINT_COSTS = { 1: 50, 2: 80 } as const;

function aiReviews(count: number): string {
  return `${count} AI ${count === 1 ? 'review' : 'reviews'}`;
}

/** The refusal once a problem's reviews are used up, with the allowance the site's settings give. */
export function reviewLimitProblemMessage(perProblem: number): string {
  return `You've reached the limit of ${aiReviews(perProblem)} for this question.`;
}

/** The refusal once the day's reviews are used up. */
export function reviewLimitDayMessage(perDay: number): string {
  return `You've reached your daily limit of ${aiReviews(perDay)}.`;
}
export const VGUY_MESSAGE_MAX_LENGTH = 2000;

/** The AI review shape (docs/product.md#ai-review), filled by the LLM or by the offline analyser alike. */
export const aiReviewSchema = z.object({
  /** Out of 10. */
  codeQuality: z.number().min(0).max(10),
  /** Out of 10. */
  readabilityScore: z.number().min(0).max(10),
  complexityAnalysis: z.object({ time: z.string(), space: z.string() }),
  optimizationSuggestions: z.array(z.string()),
  bestPractices: z.array(z.string()),
  styleIssues: z.array(z.string()),
  /** Highest similarity to another user's accepted submission of the same problem, percent. */
  plagiarismScore: z.number().min(0).max(100),
  securityIssues: z.array(z.string()),
});
export type AiReview = z.infer<typeof aiReviewSchema>;

export const aiReviewBodySchema = z.object({
  code: codeSchema,
  language: languageIdSchema.optional(),
});
export type AiReviewBody = z.input<typeof aiReviewBodySchema>;
export const aiReviewResponseSchema = z.object({ review: aiReviewSchema });
export type AiReviewResponse = z.infer<typeof aiReviewResponseSchema>;

export const reviewLimitsSchema = z.object({ perProblem: z.number().int(), perDay: z.number().int() });
export type ReviewLimits = z.infer<typeof reviewLimitsSchema>;

export const codeReviewBodySchema = z.object({
  code: codeSchema,
  language: languageIdSchema,
  problemId: problemIdSchema,
});
export type CodeReviewBody = z.input<typeof codeReviewBodySchema>;
export const codeReviewResponseSchema = z.object({ review: aiReviewSchema, limits: reviewLimitsSchema });
export type CodeReviewResponse = z.infer<typeof codeReviewResponseSchema>;
export const reviewLimitsQuerySchema = z.object({ problemId: problemIdSchema });

export const hintBodySchema = z.object({
  problemId: problemIdSchema,
  hintNumber: z.union([z.literal(1), z.literal(2)]),
  /** The code in the editor, read by hint 2. */
  code: storedCodeSchema.optional(),
  language: languageIdSchema.optional(),
});
export type HintBody = z.input<typeof hintBodySchema>;
export const hintResponseSchema = z.object({
  hint: z.object({ hintNumber: z.number().int(), hintText: z.string() }),
  tokens: z.number().int(),
});
export type HintResponse = z.infer<typeof hintResponseSchema>;

export const aiDraftResponseSchema = z.object({
  draft: z.object({ hintsUsed: z.array(z.object({ hintNumber: z.number().int(), hintText: z.string() })) }),
});
export type AiDraftResponse = z.infer<typeof aiDraftResponseSchema>;

export const vguyBodySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Please type a message.')
    .max(VGUY_MESSAGE_MAX_LENGTH, `Messages can be at most ${VGUY_MESSAGE_MAX_LENGTH} characters.`),
  /** The problem on the page the user is looking at, if any. */
  problemId: problemIdSchema.optional(),
  /**
   * The code in the editor the chat was opened from (the solve editor or the compiler), for questions
   * about "my code"; bounded like a submission's source. A blank editor is sent as no code.
   */
  code: storedCodeSchema.optional(),
  language: languageIdSchema.optional(),
});
export type VguyBody = z.input<typeof vguyBodySchema>;
export const vguyResponseSchema = z.object({ reply: z.string() });
export type VguyResponse = z.infer<typeof vguyResponseSchema>;
