/** Code drafts kept on the server per user, problem and language, so nothing typed is lost. */
import { z } from 'zod';
import { languageIdSchema } from './languages';
import { problemIdSchema, storedCodeSchema } from './problems';

export const draftSchema = z.object({
  language: languageIdSchema,
  code: z.string(),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

export const draftsResponseSchema = z.object({
  drafts: z.array(draftSchema),
  /** The language of the draft edited last: the editor opens in it. */
  preferredLanguage: languageIdSchema.nullable(),
});
export type DraftsResponse = z.infer<typeof draftsResponseSchema>;

export const draftParamsSchema = z.object({
  id: problemIdSchema,
  language: languageIdSchema,
});

/** Blank code deletes the draft (the editor then shows the template). */
export const saveDraftBodySchema = z.object({
  code: storedCodeSchema,
});
export type SaveDraftBody = z.input<typeof saveDraftBodySchema>;

export const saveDraftResponseSchema = z.object({ draft: draftSchema.nullable() });
export type SaveDraftResponse = z.infer<typeof saveDraftResponseSchema>;
