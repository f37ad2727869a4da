/** The online compiler (docs/product.md#online-compiler): guests and users run code on their own input. */
import { z } from 'zod';
import { languageIdSchema } from './languages';
import { codeSchema, customInputSchema, runErrorFields } from './problems';
import { measuredRunFields } from './verdicts';

export const compilerSubmitBodySchema = z.object({
  code: codeSchema,
  language: languageIdSchema,
  input: customInputSchema.default(''),
});
export type CompilerSubmitBody = z.input<typeof compilerSubmitBodySchema>;

/** The compiler run result (docs/product.md#data-shapes); `verdict` says exactly what happened. */
export const compilerRunResultSchema = z.object({
  result: z.string(),
  ...measuredRunFields,
  ...runErrorFields,
});
export type CompilerRunResult = z.infer<typeof compilerRunResultSchema>;
