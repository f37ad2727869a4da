/**
 * Verdicts of the judge (docs/product.md#verdicts-and-statuses). A verdict is a value: an internal error is
 * never one of them.
 */
import { z } from 'zod';

export const verdictSchema = z.enum([
  'Accepted',
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Runtime Error',
  'Compilation Error',
  'Output Limit Exceeded',
]);
export type Verdict = z.infer<typeof verdictSchema>;

/**
 * Not a verdict on the program but on our side: the judge could not judge it (its job failed every
 * attempt). It does not count as a try, and an admin can rejudge it.
 */
export const JUDGE_ERROR_STATUS = 'Judge Error';
