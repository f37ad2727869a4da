/**
 * Submissions (docs/product.md#submit-flow): always judged on the server; what a client says about its
 * verdict is ignored.
 */
import { z } from 'zod';
import { languageIdSchema } from './languages';
import { measuredRunFields, submissionStatusSchema, verdictSchema } from './verdicts';
import { codeSchema, problemIdSchema } from './problems';

export const SUBMISSIONS_PAGE_SIZE = 20;
export const SUBMISSIONS_MAX_PAGE_SIZE = 50;

export const hintUsedSchema = z.object({ hintNumber: z.number().int(), hintText: z.string() });

/** One judged test of a submission. Hidden tests carry no input or output, for anyone. */
export const submissionTestSchema = z.object({
  testCaseId: z.string(),
  success: z.boolean(),
  ...measuredRunFields,
});

/**
 * The first test a submission failed ('Wrong Answer on test 3'). Its texts go with it only when it is a
 * sample, an example the statement shows anyway; of a hidden test nothing but its number leaves the server.
 */
export const failedTestSchema = z.object({
  /** 1-based, in judging order (samples first). */
  number: z.number().int().min(1),
  verdict: verdictSchema,
  /** A sample's input and expected output, and what the program wrote (the first KB the judge keeps). */
  sample: z.object({ input: z.string(), expectedOutput: z.string(), output: z.string() }).nullable(),
});
export type FailedTest = z.infer<typeof failedTestSchema>;

export const submissionSchema = z.object({
  id: z.string(),
  problem: z
    .object({
      id: z.string(),
      title: z.string(),
      /** It has a small-test generator: a rejected practice submission may ask for a failing test. */
      hasSmallTests: z.boolean(),
    })
    .nullable(),
  code: z.string(),
  language: languageIdSchema,
  status: submissionStatusSchema,
  /** The final verdict; null while pending and after a Judge Error. */
  verdict: verdictSchema.nullable(),
  passedTests: z.number().int(),
  totalTests: z.number().int(),
  /** ms, the sum over tests. */
  executionTime: z.number(),
  /** MB, the maximum over tests. */
  memoryUsage: z.number(),
  compileError: z.string().nullable(),
  /** A short reason for the first failing test (e.g. the signal of a crash). */
  error: z.string().nullable(),
  results: z.array(submissionTestSchema),
  /** The first test that failed; null while pending, when accepted, after a compile or a Judge Error. */
  failedTest: failedTestSchema.nullable(),
  hintsUsed: z.array(hintUsedSchema),
  submittedAt: z.string(),
  /** The contest it was made in (null: practice). */
  contestId: z.string().nullable(),
  /**
   * Scoring problems: the points earned of the most there are, and per subtask (a test group under
   * secret/). Null for pass-fail problems and before the verdict.
   */
  score: z
    .object({
      value: z.number(),
      max: z.number(),
      groups: z.array(
        z.object({ group: z.string(), score: z.number(), maxScore: z.number(), verdict: verdictSchema }),
      ),
    })
    .nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/**
 * The body of POST /submission. Clients of the original app also send status, verdict and results;
 * they are accepted and ignored: the server judges the code itself.
 */
export const createSubmissionBodySchema = z
  .object({
    problemId: z.string().min(1, 'missing problem ID').pipe(problemIdSchema),
    code: codeSchema,
    language: languageIdSchema,
    /** Submitted in a contest (its problem, while the caller takes part): counted on its board. */
    contestId: z.uuid('Contest not found').optional(),
  })
  .loose();
export type CreateSubmissionBody = z.input<typeof createSubmissionBodySchema>;

export const submissionResponseSchema = z.object({ submission: submissionSchema });
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;

export const submissionParamsSchema = z.object({ id: z.uuid('Submission not found') });

export const listSubmissionsQuerySchema = z.object({
  problemId: problemIdSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(SUBMISSIONS_MAX_PAGE_SIZE).default(SUBMISSIONS_PAGE_SIZE),
});

export const listSubmissionsResponseSchema = z.object({
  submissions: z.array(submissionSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
});
export type ListSubmissionsResponse = z.infer<typeof listSubmissionsResponseSchema>;

export const solvedProblemsResponseSchema = z.object({
  solvedProblemIds: z.array(z.string()),
  /** Scoring problems the user was scored on: the best score of their submissions, of the most there is. */
  bestScores: z.array(z.object({ problemId: z.string(), score: z.number(), max: z.number() })),
});
export type SolvedProblemsResponse = z.infer<typeof solvedProblemsResponseSchema>;

export const submissionStatsResponseSchema = z.object({
  success: z.literal(true),
  solvedProblems: z.number().int(),
  totalSubmissions: z.number().int(),
  acceptedSubmissions: z.number().int(),
  solvedByDifficulty: z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() }),
});
export type SubmissionStatsResponse = z.infer<typeof submissionStatsResponseSchema>;

/** Live judging, one SSE event per judged test, then the stored submission. */
export const submissionProgressEventSchema = z.object({
  testIndex: z.number().int(),
  totalTests: z.number().int(),
  ...measuredRunFields,
});
export type SubmissionProgressEvent = z.infer<typeof submissionProgressEventSchema>;
