/**
 * The schemas of verdicts and submission statuses; the names, meanings and tones themselves are in
 * statuses.ts (without zod), re-exported here.
 */
import { z } from 'zod';
import { JUDGE_ERROR_STATUS, VERDICTS } from './statuses';

export * from './statuses';

// Built from statuses.ts's lists, so the schemas' types are exactly its Verdict and SubmissionStatus.
export const verdictSchema = z.enum(VERDICTS);

export const submissionStatusSchema = z.union([
  verdictSchema,
  z.literal('Pending'),
  z.literal(JUDGE_ERROR_STATUS),
]);

/** What every judged run or test reports, wherever it is shown: its verdict, CPU time and peak memory. */
export const measuredRunFields = {
  verdict: verdictSchema,
  /** ms of CPU time. */
  executionTime: z.number(),
  /** MB, peak. */
  memoryUsage: z.number(),
};
