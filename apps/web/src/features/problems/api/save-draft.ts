import type { Draft, LanguageId, SaveDraftBody, SaveDraftResponse } from '@codeconquer/contracts';
import { apiRequest } from '@/lib/api-client';

/** Browsers refuse keepalive requests whose bodies total more than 64 KB; leave room for others. */
const KEEPALIVE_MAX_BODY = 60_000;

/**
 * Stores the editor's code for one language (PUT /problem/{id}/drafts/{language}); blank code deletes the
 * draft. `keepalive` lets the request finish after the page is gone (tab closed, reload).
 */
export async function saveDraftOnServer(
  problemId: string,
  language: LanguageId,
  code: string,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<Draft | null> {
  const body: SaveDraftBody = { code };
  const small = new TextEncoder().encode(JSON.stringify(body)).length < KEEPALIVE_MAX_BODY;
  const response = await apiRequest<SaveDraftResponse>(
    `/problem/${encodeURIComponent(problemId)}/drafts/${language}`,
    { method: 'PUT', body, keepalive: keepalive && small },
  );
  return response.draft;
}
