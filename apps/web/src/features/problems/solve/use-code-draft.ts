/**
 * The editor's code and language, kept in storage as the user types (so a reload or a crashed tab loses
 * nothing). Switching language shows that language's saved code or its template. When nothing of the
 * problem is stored (a new device, or after signing out), the last submitted code is brought back.
 */
import { DEFAULT_LANGUAGE, type LanguageId } from '@codeconquer/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useProblemSubmissions } from '../api/get-problem-submissions';
import { codeFor, hasAnyDraft, loadLanguage, saveDraft, saveLanguage, type DraftScope } from './code-drafts';

export type CodeDraft = {
  language: LanguageId;
  code: string;
  setCode: (code: string) => void;
  setLanguage: (language: LanguageId) => void;
  /** Set when the code shown is the last submission's, brought back from the server. */
  restoredFrom: string | null;
  /**
   * The code and language this instant. Edits arrive from Monaco outside React's events, so a shortcut
   * pressed right after typing can come before React renders them; actions read this instead.
   */
  current: () => { code: string; language: LanguageId };
};

type Shown = { language: LanguageId; code: string; restoredFrom: string | null };

export function useCodeDraft(userId: string, problemId: string): CodeDraft {
  const scope = useMemo<DraftScope>(() => ({ userId, problemId }), [userId, problemId]);
  const [storedAtStart] = useState(() => hasAnyDraft(scope));
  const [shown, setShown] = useState<Shown>(() => {
    const language = loadLanguage(scope) ?? DEFAULT_LANGUAGE;
    return { language, code: codeFor(scope, language), restoredFrom: null };
  });

  const currentRef = useRef({ code: shown.code, language: shown.language });
  const show = useCallback((next: Shown) => {
    currentRef.current = { code: next.code, language: next.language };
    setShown(next);
  }, []);

  const last = useProblemSubmissions(problemId, 1, storedAtStart ? undefined : userId);
  const lastSubmission = last.data?.submissions[0];
  // Decided once, on the first answer: a later refetch (after a submit) must not replace the editor.
  const decided = useRef(false);
  useEffect(() => {
    if (!last.data || decided.current) return;
    decided.current = true;
    // Only while the user has not started typing: their own draft always wins.
    if (!lastSubmission || hasAnyDraft(scope)) return;
    saveLanguage(scope, lastSubmission.language);
    saveDraft(scope, lastSubmission.language, lastSubmission.code);
    // Adopting data that arrived from the server once, not a value derivable during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    show({
      language: lastSubmission.language,
      code: lastSubmission.code,
      restoredFrom: lastSubmission.submittedAt,
    });
  }, [last.data, lastSubmission, scope, show]);

  const setCode = useCallback(
    (code: string) => {
      const { language } = currentRef.current;
      saveDraft(scope, language, code);
      show({ language, code, restoredFrom: null });
    },
    [scope, show],
  );

  const setLanguage = useCallback(
    (language: LanguageId) => {
      saveLanguage(scope, language);
      show({ language, code: codeFor(scope, language), restoredFrom: null });
    },
    [scope, show],
  );

  const current = useCallback(() => currentRef.current, []);

  return { ...shown, setCode, setLanguage, current };
}
