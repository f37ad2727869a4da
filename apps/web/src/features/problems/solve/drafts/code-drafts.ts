/**
 * The solve editor's drafts in this browser: code per user, problem and language, and the
 * language chosen per user and problem, kept in localStorage as expiring entries that the periodic purge
 * removes. Each draft also records whether the server has it (see draft-restore.ts).
 */
import { LANGUAGES, languageIdSchema, languageInfo, type LanguageId } from '@codeconquer/contracts';
import {
  CODE_DRAFT_TTL_MS,
  codeDraftKey,
  languagePreferenceKey,
  readExpiring,
  userCodeKeys,
  userCodePrefix,
  writeExpiring,
} from '@/lib/storage';
import type { LocalDraft } from './draft-restore';

export type DraftScope = { userId: string; problemId: string };

function toLocalDraft(value: unknown): LocalDraft | null {
  // Drafts stored before the server kept them were the bare code.
  if (typeof value === 'string') return { code: value, savedAt: 0, base: null, synced: false };
  if (typeof value !== 'object' || value === null) return null;
  const { code, savedAt, base, synced } = value as Record<string, unknown>;
  if (typeof code !== 'string' || typeof savedAt !== 'number') return null;
  return { code, savedAt, base: typeof base === 'string' ? base : null, synced: synced === true };
}

export function loadDraft(scope: DraftScope, language: LanguageId, now = Date.now()): LocalDraft | null {
  return toLocalDraft(readExpiring(codeDraftKey(scope.userId, scope.problemId, language), now));
}

export function storeDraft(
  scope: DraftScope,
  language: LanguageId,
  draft: LocalDraft,
  now = Date.now(),
): void {
  writeExpiring(codeDraftKey(scope.userId, scope.problemId, language), draft, CODE_DRAFT_TTL_MS, now);
}

/** The user typed: the new code, not yet on the server (it still descends from the same server version). */
export function saveDraft(scope: DraftScope, language: LanguageId, code: string, now = Date.now()): void {
  const base = loadDraft(scope, language, now)?.base ?? null;
  storeDraft(scope, language, { code, savedAt: now, base, synced: false }, now);
}

/** The server stored `code` at `updatedAt` (null: blank code, deleted). */
export function markSynced(
  scope: DraftScope,
  language: LanguageId,
  code: string,
  updatedAt: string | null,
  now = Date.now(),
): void {
  const local = loadDraft(scope, language, now);
  if (!local) return;
  storeDraft(scope, language, { ...local, base: updatedAt, synced: local.code === code }, now);
}

export function loadDrafts(scope: DraftScope, now = Date.now()): Partial<Record<LanguageId, LocalDraft>> {
  const drafts: Partial<Record<LanguageId, LocalDraft>> = {};
  for (const { id } of LANGUAGES) {
    const draft = loadDraft(scope, id, now);
    if (draft) drafts[id] = draft;
  }
  return drafts;
}

/** The saved code of a language, else its template. */
export function codeFor(scope: DraftScope, language: LanguageId, now = Date.now()): string {
  return loadDraft(scope, language, now)?.code ?? languageInfo(language).template;
}

export function loadLanguage(scope: DraftScope, now = Date.now()): LanguageId | null {
  const parsed = languageIdSchema.safeParse(
    readExpiring(languagePreferenceKey(scope.userId, scope.problemId), now),
  );
  return parsed.success ? parsed.data : null;
}

export function saveLanguage(scope: DraftScope, language: LanguageId, now = Date.now()): void {
  writeExpiring(languagePreferenceKey(scope.userId, scope.problemId), language, CODE_DRAFT_TTL_MS, now);
}

export type UnsyncedDraft = { problemId: string; language: LanguageId; code: string };

/** Every draft of the user, any problem, that the server does not have yet (sent before signing out). */
export function unsyncedDrafts(userId: string, now = Date.now()): UnsyncedDraft[] {
  const prefix = userCodePrefix(userId);
  const found: UnsyncedDraft[] = [];
  for (const key of userCodeKeys(userId)) {
    // `{prefix}{problemId}_{language}`; problem ids have no underscore.
    const rest = key.slice(prefix.length);
    const cut = rest.lastIndexOf('_');
    const language = languageIdSchema.safeParse(rest.slice(cut + 1));
    if (cut <= 0 || !language.success) continue;
    const scope = { userId, problemId: rest.slice(0, cut) };
    const draft = loadDraft(scope, language.data, now);
    if (draft && !draft.synced)
      found.push({ problemId: scope.problemId, language: language.data, code: draft.code });
  }
  return found;
}
