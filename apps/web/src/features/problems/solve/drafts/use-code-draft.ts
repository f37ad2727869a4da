/**
 * The editor's code and language. Every edit is written to localStorage at once (a reload or a crashed
 * tab loses nothing) and to the server shortly after (signing out clears this device's copy;
 * the server's brings it back, here or on another device). The editor opens once the server's drafts
 * and the last submission are known, with the code draft-restore.ts picks.
 */
import { DEFAULT_LANGUAGE, languageInfo, type LanguageId } from '@codeconquer/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { useDrafts } from '../../api/get-drafts';
import { useProblemSubmissions } from '../../api/get-problem-submissions';
import { saveDraftOnServer } from '../../api/save-draft';
import {
  codeFor,
  loadDrafts,
  loadLanguage,
  markSynced,
  saveDraft,
  saveLanguage,
  storeDraft,
  type DraftScope,
} from './code-drafts';
import { planRestore } from './draft-restore';
import { createDraftSync, type DraftSync, type DraftSyncStatus } from './draft-sync';

export type CodeDraft = {
  /** False until the code to show is decided (the editor waits). */
  ready: boolean;
  language: LanguageId;
  code: string;
  setCode: (code: string) => void;
  setLanguage: (language: LanguageId) => void;
  /** Set when the code shown is the last submission's, brought back from the server. */
  restoredFrom: string | null;
  /** How far the server is behind the editor. */
  saveStatus: DraftSyncStatus;
  /**
   * The code and language this instant. Edits arrive from Monaco outside React's events, so a shortcut
   * pressed right after typing can come before React renders them; actions read this instead.
   */
  current: () => { code: string; language: LanguageId };
  /** Sends the waiting edit to the server now (before Run and Submit). */
  flush: () => void;
};

type Shown = { language: LanguageId; code: string; restoredFrom: string | null };

/** Network failures, rate limits and server faults pass; a rejected draft would be rejected again. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export function useCodeDraft(userId: string, problemId: string): CodeDraft {
  const scope = useMemo<DraftScope>(() => ({ userId, problemId }), [userId, problemId]);
  const [shown, setShown] = useState<Shown | null>(null);
  const [saveStatus, setSaveStatus] = useState<DraftSyncStatus>('idle');
  const currentRef = useRef<{ code: string; language: LanguageId }>({
    code: '',
    language: DEFAULT_LANGUAGE,
  });
  const show = useCallback((next: Shown) => {
    currentRef.current = { code: next.code, language: next.language };
    setShown(next);
  }, []);

  const syncRef = useRef<DraftSync | null>(null);
  useEffect(() => {
    const sync = createDraftSync({
      save: async (language, code, keepalive) =>
        (await saveDraftOnServer(problemId, language, code, { keepalive }))?.updatedAt ?? null,
      onSaved: (language, code, updatedAt) => markSynced(scope, language, code, updatedAt),
      onStatus: setSaveStatus,
      shouldRetry: worthRetrying,
    });
    syncRef.current = sync;
    // A closing tab or a reload: the request is sent with keepalive so it outlives the page.
    const onPageHide = () => void sync.flush({ keepalive: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onPageHide();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the editor (to the problem list, or on to sign out): what is waiting goes now.
      sync.dispose();
      syncRef.current = null;
    };
  }, [scope, problemId]);

  const server = useDrafts(problemId, userId);
  const last = useProblemSubmissions(problemId, 1, userId);
  const settled = !server.isPending && !last.isPending;

  // Decided once, on the first answers: a later refetch (after a submit) must not replace the editor.
  const decided = useRef(false);
  useEffect(() => {
    if (!settled || decided.current) return;
    decided.current = true;
    const localDrafts = loadDrafts(scope);
    const submission = last.data?.submissions[0];
    const plan = planRestore({
      localLanguage: loadLanguage(scope),
      localDrafts,
      server: server.data ?? null,
      lastSubmission: submission ?? null,
      template: (language) => languageInfo(language).template,
    });
    const now = Date.now();
    for (const draft of plan.adopt)
      storeDraft(scope, draft.language, {
        code: draft.code,
        savedAt: now,
        base: draft.updatedAt,
        synced: true,
      });
    // The submission is on the server already: kept here so switching language and back finds it.
    if (plan.source === 'submission')
      storeDraft(scope, plan.language, { code: plan.code, savedAt: now, base: null, synced: true });
    saveLanguage(scope, plan.language);
    // Edits that never reached the server (the tab crashed, or it was unreachable) are sent now.
    const local = localDrafts[plan.language];
    if (plan.source === 'local' && local && !local.synced) syncRef.current?.change(plan.language, plan.code);
    show({ language: plan.language, code: plan.code, restoredFrom: plan.restoredFrom });
  }, [settled, server.data, last.data, scope, show]);

  const setCode = useCallback(
    (code: string) => {
      if (!decided.current) return;
      const { language } = currentRef.current;
      saveDraft(scope, language, code);
      syncRef.current?.change(language, code);
      show({ language, code, restoredFrom: null });
    },
    [scope, show],
  );

  const setLanguage = useCallback(
    (language: LanguageId) => {
      if (!decided.current) return;
      void syncRef.current?.flush();
      saveLanguage(scope, language);
      show({ language, code: codeFor(scope, language), restoredFrom: null });
    },
    [scope, show],
  );

  const current = useCallback(() => currentRef.current, []);
  const flush = useCallback(() => void syncRef.current?.flush(), []);

  return {
    ready: shown !== null,
    language: shown?.language ?? DEFAULT_LANGUAGE,
    code: shown?.code ?? '',
    restoredFrom: shown?.restoredFrom ?? null,
    setCode,
    setLanguage,
    saveStatus,
    current,
    flush,
  };
}
