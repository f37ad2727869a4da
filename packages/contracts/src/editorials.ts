/**
 * Editorials (docs/product.md#editorials): a problem's explanation, written by an admin in Markdown (math
 * and code) or shipped with its package (`editorial.md`), rendered once on the server. Read by admins, by
 * those who solved the problem and by those who unlocked it for tokens; no one else while a contest that
 * holds the problem has not ended.
 */
import { z } from 'zod';
import { languageIdSchema } from './languages';
import { utf8Length } from './text';
import { hasNulCharacter } from './text';

/** The Markdown of an editorial, in bytes (UTF-8). */
export const EDITORIAL_MAX_BYTES = 50 * 1024;
/** What unlocking an editorial costs a new installation (the site setting `editorialCost`). */
export const EDITORIAL_COST = 100;

export const editorialBodySchema = z
  .string()
  .refine((text) => text.trim() !== '', 'Write the editorial first.')
  .refine(
    (text) => utf8Length(text) <= EDITORIAL_MAX_BYTES,
    `The editorial can be at most ${EDITORIAL_MAX_BYTES / 1024} KB.`,
  )
  .refine((text) => !hasNulCharacter(text), 'The editorial cannot contain NUL characters.');

/** Who wrote the stored text: a package (the bank's or an imported one) or an admin in the panel. */
export const EDITORIAL_SOURCES = ['package', 'admin'] as const;

/** A reference solution shown after the editorial's text: one per language, chosen by the admin. */
export const editorialSolutionSchema = z.object({
  /** The reference solution's name (accepted/solution.cpp). */
  name: z.string(),
  language: languageIdSchema,
  code: z.string(),
});
export type EditorialSolution = z.infer<typeof editorialSolutionSchema>;

export const editorialSchema = z.object({
  problemId: z.string(),
  body: z.string(),
  /** The body rendered by the server (sanitised HTML with KaTeX and highlight.js markup). */
  bodyHtml: z.string(),
  solutions: z.array(editorialSolutionSchema),
  source: z.enum(EDITORIAL_SOURCES),
  updatedAt: z.string(),
});
export type Editorial = z.infer<typeof editorialSchema>;

export const editorialResponseSchema = z.object({
  editorial: editorialSchema,
  /** The caller's token balance after an unlock (absent on a read). */
  tokens: z.number().int().optional(),
});
export type EditorialResponse = z.infer<typeof editorialResponseSchema>;

/** PUT /api/admin/problems/{id}/editorial. */
export const saveEditorialBodySchema = z.object({
  body: editorialBodySchema,
  /** Names of the problem's reference solutions expecting Accepted, at most one per language. */
  solutionNames: z.array(z.string().max(200)).max(10, 'Pick at most 10 solutions.').default([]),
});
export type SaveEditorialBody = z.input<typeof saveEditorialBodySchema>;

/** GET /api/admin/problems/{id}/editorial: the editorial or null, for the panel's form. */
export const adminEditorialResponseSchema = z.object({
  editorial: editorialSchema
    .extend({ solutionNames: z.array(z.string()), updatedBy: z.string().nullable() })
    .nullable(),
});
export type AdminEditorialResponse = z.infer<typeof adminEditorialResponseSchema>;

/** POST /api/admin/markdown/preview: what the server's renderer makes of a text (the panel's preview). */
export const markdownPreviewBodySchema = z.object({
  body: z
    .string()
    .refine(
      (text) => utf8Length(text) <= EDITORIAL_MAX_BYTES,
      `A preview can be at most ${EDITORIAL_MAX_BYTES / 1024} KB.`,
    )
    .refine((text) => !hasNulCharacter(text), 'The text cannot contain NUL characters.'),
});
export const markdownPreviewResponseSchema = z.object({ html: z.string() });
export type MarkdownPreviewResponse = z.infer<typeof markdownPreviewResponseSchema>;
