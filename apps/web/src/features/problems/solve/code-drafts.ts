/**
 * The solve editor's drafts (SPEC §3, §4): code per user, problem and language, and the language chosen
 * per user and problem, kept in localStorage as expiring entries that the periodic purge removes.
 */
import { LANGUAGES, languageIdSchema, languageInfo, type LanguageId } from '@codeconquer/contracts';
import {
  CODE_DRAFT_TTL_MS,
  codeDraftKey,
  languagePreferenceKey,
  readExpiring,
  writeExpiring,
} from '@/lib/storage';

export type DraftScope = { userId: string; problemId: string };

export function loadDraft(scope: DraftScope, language: LanguageId, now = Date.now()): string | null {
  const value = readExpiring(codeDraftKey(scope.userId, scope.problemId, language), now);
  return typeof value === 'string' ? value : null;
}

export function saveDraft(scope: DraftScope, language: LanguageId, code: string, now = Date.now()): void {
  writeExpiring(codeDraftKey(scope.userId, scope.problemId, language), code, CODE_DRAFT_TTL_MS, now);
}

/** The saved code of a language, else its template. */
export function codeFor(scope: DraftScope, language: LanguageId, now = Date.now()): string {
  return loadDraft(scope, language, now) ?? languageInfo(language).template;
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

/** Whether anything of this problem is stored: when nothing is, the last submission is offered. */
export function hasAnyDraft(scope: DraftScope, now = Date.now()): boolean {
  return (
    loadLanguage(scope, now) !== null ||
    LANGUAGES.some((language) => loadDraft(scope, language.id, now) !== null)
  );
}
