/**
 * Which code the editor opens with (issue 4, "drafts never lost"). Sources, best first: this device's
 * draft when it is newer than the server's, the server's draft (another device, or after signing out),
 * the last submission's code, the language's template. Pure: the hook reads storage and the API.
 */
import { DEFAULT_LANGUAGE, type Draft, type LanguageId } from '@codeconquer/contracts';

/** A draft kept in this browser. */
export type LocalDraft = {
  code: string;
  /** When it was last changed here (this device's clock). */
  savedAt: number;
  /** The server's `updatedAt` of the version this copy last matched (saved or loaded); null if none. */
  base: string | null;
  /** Whether the server holds this very code (nothing to send before signing out). */
  synced: boolean;
};

export type ServerDraft = Pick<Draft, 'code' | 'updatedAt'>;

/**
 * Whether this device's copy or the server's is the one to show. When the server still holds the
 * version this copy started from, nobody else wrote since and the local copy (equal or newer) wins
 * without comparing clocks; otherwise the later edit wins (clocks of two machines: only the case of
 * editing on two devices depends on them).
 */
export function newerDraft(local: LocalDraft | null, server: ServerDraft | null): 'local' | 'server' | null {
  if (!local) return server ? 'server' : null;
  if (!server) return 'local';
  if (local.base === server.updatedAt) return 'local';
  // The same code: taking the server's copy records that the server holds it.
  if (local.code === server.code) return 'server';
  const serverTime = Date.parse(server.updatedAt);
  return Number.isNaN(serverTime) || local.savedAt > serverTime ? 'local' : 'server';
}

export type LastSubmission = { language: LanguageId; code: string; submittedAt: string };

export type RestoreInput = {
  /** The language last chosen for this problem on this device. */
  localLanguage: LanguageId | null;
  localDrafts: Partial<Record<LanguageId, LocalDraft>>;
  /** GET /problem/{id}/drafts, or null when it failed (this device's drafts still count). */
  server: { drafts: Draft[]; preferredLanguage: LanguageId | null } | null;
  lastSubmission: LastSubmission | null;
  template: (language: LanguageId) => string;
};

export type RestorePlan = {
  language: LanguageId;
  code: string;
  source: 'local' | 'server' | 'submission' | 'template';
  /** The submission's time when its code is shown (the editor says so). */
  restoredFrom: string | null;
  /** Server drafts newer than this device's copies, to keep locally (so switching language finds them). */
  adopt: Draft[];
};

export function planRestore(input: RestoreInput): RestorePlan {
  const { localDrafts, server, lastSubmission } = input;
  const adopt = (server?.drafts ?? []).filter(
    (draft) => newerDraft(localDrafts[draft.language] ?? null, draft) === 'server',
  );
  const language =
    input.localLanguage ?? server?.preferredLanguage ?? lastSubmission?.language ?? DEFAULT_LANGUAGE;

  const adopted = adopt.find((draft) => draft.language === language);
  if (adopted) return { language, code: adopted.code, source: 'server', restoredFrom: null, adopt };
  const local = localDrafts[language];
  if (local) return { language, code: local.code, source: 'local', restoredFrom: null, adopt };
  if (lastSubmission?.language === language)
    return {
      language,
      code: lastSubmission.code,
      source: 'submission',
      restoredFrom: lastSubmission.submittedAt,
      adopt,
    };
  return { language, code: input.template(language), source: 'template', restoredFrom: null, adopt };
}
