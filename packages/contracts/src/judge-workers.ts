/** The internal API `npm run worker` processes use to load a judge job and hand its result back. */
import { z } from 'zod';
import { verdictSchema } from './verdicts';

export const judgeJobParamsSchema = z.object({ id: z.uuid('Unknown judge job.') });

/** `request` is null when there is nothing (left) to judge. */
export const judgeJobRequestResponseSchema = z.object({
  request: z.record(z.string(), z.unknown()).nullable(),
});

export const judgeJobResultBodySchema = z.object({
  result: z.looseObject({ verdict: verdictSchema, tests: z.array(z.unknown()) }),
});
export type JudgeJobResultBody = z.infer<typeof judgeJobResultBodySchema>;

/** A job that failed every attempt: the worker hands back why, and the server ends it (Judge Error). */
export const judgeJobFailureBodySchema = z.object({ reason: z.string().max(10_000) });
