/**
 * "Find a small failing test" (docs/counterexamples.md): after a practice submission ends Wrong Answer,
 * Runtime Error or Time Limit Exceeded, its author may ask the judge for a small input the program fails.
 */
import { z } from 'zod';
import { verdictSchema, type Verdict } from './verdicts';

/** What a search costs a new installation (the site setting `counterexampleCost`); refunded when it finds nothing. */
export const COUNTEREXAMPLE_COST = 30;
/** One search's bounds: sandbox runs of any kind (generator, reference, program) and wall time. */
export const COUNTEREXAMPLE_MAX_RUNS = 300;
export const COUNTEREXAMPLE_MAX_MS = 20_000;
/** The verdicts after which a search is offered. */
export const COUNTEREXAMPLE_VERDICTS = ['Wrong Answer', 'Runtime Error', 'Time Limit Exceeded'] as const;

const count = z.number().int().nonnegative();

/** The judge's answer (packages/judge/src/counterexample/search.ts), as stored and sent to workers. */
export const counterexampleOutcomeSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('found'),
    input: z.string(),
    expected: z.string().nullable(),
    output: z.string(),
    verdict: verdictSchema,
    detail: z.string().nullable(),
    tries: count,
    runs: count,
    ms: count,
  }),
  z.object({ status: z.literal('none'), tries: count, runs: count, ms: count }),
]);
export type CounterexampleOutcome = z.infer<typeof counterexampleOutcomeSchema>;

/** Why a submission cannot be searched (status 'unsupported'). */
export const COUNTEREXAMPLE_UNSUPPORTED_REASONS = {
  'no-generator': 'This problem has no small-test generator, so it cannot look for a failing test.',
  'no-reference': 'This problem has no accepted reference solution to compare with.',
} as const;
export type CounterexampleUnsupportedReason = keyof typeof COUNTEREXAMPLE_UNSUPPORTED_REASONS;

/**
 * POST /api/submission/{id}/counterexample and GET of the same path. `searching`: still running (GET it
 * again); `found` and `none` as the judge answered; `unsupported`: the problem cannot be searched.
 */
export const counterexampleResponseSchema = z.object({
  status: z.enum(['searching', 'found', 'none', 'unsupported']),
  input: z.string().optional(),
  /** The reference's output; null for interactive problems, where the interactor judges. */
  expected: z.string().nullable().optional(),
  output: z.string().optional(),
  verdict: verdictSchema.optional(),
  /** What the checker or the judge said of the program's run. */
  detail: z.string().nullable().optional(),
  /** Small inputs the program was run on. */
  tries: count,
  ms: count,
  /** Tokens this search cost (0 once refunded or when it was free), and the balance after it. */
  tokensSpent: count,
  tokens: count.optional(),
  reason: z.string().optional(),
});
export type CounterexampleResponse = z.infer<typeof counterexampleResponseSchema>;

/** A found failing test as the AI review and hints are given it (docs/counterexamples.md#ai-help). */
export type FailingTest = { input: string; expected: string | null; output: string; verdict: Verdict };
