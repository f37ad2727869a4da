/** The online compiler (docs/product.md#online-compiler): guests and users run code on their own input. */
import { z } from 'zod';
import { languageIdSchema } from './languages';
import { codeSchema, customInputSchema } from './problems';
import { verdictSchema } from './verdicts';

export const compilerSubmitBodySchema = z.object({
  code: codeSchema,
  language: languageIdSchema,
  input: customInputSchema.default(''),
});
export type CompilerSubmitBody = z.input<typeof compilerSubmitBodySchema>;

/** The compiler run result (docs/product.md#data-shapes); `verdict` says exactly what happened. */
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
