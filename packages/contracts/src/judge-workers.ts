/**
 * The internal API `npm run worker` processes use to load a judge job and hand its result back. The
 * shapes are the judge's own request and result (packages/judge/src/judge-types.ts); the server checks
 * at compile time that the two agree (apps/server/src/routes/judge-workers.ts), so they cannot drift.
 */
import { z } from 'zod';
import { counterexampleOutcomeSchema } from './counterexamples';
import { languageIdSchema } from './languages';
import { verdictSchema } from './verdicts';

export const judgeJobParamsSchema = z.object({ id: z.uuid('Unknown judge job.') });

const count = z.number().int().nonnegative();

/** A test group's grading settings (a package's testdata.yaml; packages/judge/src/grading.ts). */
export const groupSettingsSchema = z.object({
  onReject: z.enum(['break', 'continue']),
  acceptScore: z.number(),
  rejectScore: z.number(),
  graderFlags: z.array(z.string()),
});
const measure = z.number().nonnegative();

export const judgeRequestSchema = z.object({
  language: languageIdSchema,
  source: z.string(),
  tests: z.array(z.object({ id: z.string(), input: z.string(), answer: z.string().nullable() })),
  limits: z.object({ timeLimitMs: z.number().int().positive(), memoryLimitMb: z.number().int().positive() }),
  checker: z
    .object({
      floatAbsoluteTolerance: z.number().optional(),
      floatRelativeTolerance: z.number().optional(),
      caseSensitive: z.boolean().optional(),
      spaceChangeSensitive: z.boolean().optional(),
    })
    .optional(),
  customChecker: z
    .object({
      language: languageIdSchema,
      source: z.string(),
      args: z.array(z.string()).optional(),
      interactive: z.boolean().optional(),
    })
    .optional(),
  stopOnFirstFailure: z.boolean().optional(),
  scoring: z
    .object({
      testGroups: z.array(z.string()),
      groups: z.record(z.string(), groupSettingsSchema),
    })
    .optional(),
  parallelism: z.number().int().positive().optional(),
  previewBytes: z.number().int().positive().optional(),
  outputLimitBytes: z.number().int().positive().optional(),
  startNoTestAfter: z.number().optional(),
  search: z
    .object({
      generator: z.string(),
      reference: z.object({ language: languageIdSchema, source: z.string() }).nullable(),
      maxRuns: z.number().int().positive(),
      maxMs: z.number().int().positive(),
    })
    .optional(),
});

/** `request` is null when there is nothing (left) to judge. */
export const judgeJobRequestResponseSchema = z.object({ request: judgeRequestSchema.nullable() });

export const judgeResultSchema = z.object({
  verdict: verdictSchema,
  compileMessage: z.string().optional(),
  compileMs: measure,
  compileCached: z.boolean(),
  tests: z.array(
    z.object({
      testId: z.string(),
      verdict: verdictSchema,
      detail: z.string().optional(),
      cpuMs: measure,
      wallMs: measure,
      memoryMb: measure,
      exitCode: z.number().int(),
      signal: z.number().int(),
      stdoutPreview: z.string(),
      stderrPreview: z.string(),
    }),
  ),
  passedTests: count,
  totalTests: count,
  totalCpuMs: measure,
  maxMemoryMb: measure,
  memoryAccounting: z.enum(['cgroup-v2', 'cgroup-v1', 'rlimit']),
  grade: z
    .object({
      score: z.number(),
      maxScore: z.number(),
      gradedVerdict: verdictSchema,
      groups: z.array(
        z.object({ group: z.string(), score: z.number(), maxScore: z.number(), verdict: verdictSchema }),
      ),
    })
    .optional(),
  counterexample: counterexampleOutcomeSchema.optional(),
});

export const judgeJobResultBodySchema = z.object({ result: judgeResultSchema });
export type JudgeJobResultBody = z.infer<typeof judgeJobResultBodySchema>;

/** A job that failed every attempt: the worker hands back why, and the server ends it (Judge Error). */
export const judgeJobFailureBodySchema = z.object({
  reason: z.string().max(10_000),
  /** false: only note why an attempt failed while the job goes on (it is retried); true: end the job. */
  final: z.boolean().default(true),
});
