/** The online compiler (SPEC §2, §3, §7): guests and users run code on their own input. */
import { z } from 'zod';
import { languageIdSchema } from './languages';
import { CODE_MAX_BYTES, CUSTOM_INPUT_MAX_BYTES, utf8Length } from './problems';
import { verdictSchema } from './verdicts';

export const compilerSubmitBodySchema = z.object({
  code: z
    .string()
    .refine((code) => code.trim().length > 0, 'Please write some code first.')
    .refine((code) => utf8Length(code) <= CODE_MAX_BYTES, `Code can be at most ${CODE_MAX_BYTES / 1024} KB.`),
  language: languageIdSchema,
  input: z
    .string()
    .refine((input) => utf8Length(input) <= CUSTOM_INPUT_MAX_BYTES, 'The input can be at most 256 KB.')
    .default(''),
});

/** SPEC §3 compiler run result; `verdict` says exactly what happened. */
export const compilerRunResultSchema = z.object({
  result: z.string(),
  verdict: verdictSchema,
  /** ms of CPU time. */
  executionTime: z.number(),
  /** MB, peak. */
  memoryUsage: z.number(),
  compileError: z.string().nullable(),
  runtimeError: z.string().nullable(),
  error: z.string().nullable(),
});
export type CompilerRunResult = z.infer<typeof compilerRunResultSchema>;
