/**
 * The compiler's language and code, kept in the browser (compiler_language, compiler_code).
 * Switching language starts from that language's template; a reset brings the template back.
 */
import { DEFAULT_LANGUAGE, languageIdSchema, languageInfo, type LanguageId } from '@codeconquer/contracts';
import { useCallback, useRef, useState } from 'react';
import { compilerStore } from '@/lib/storage';

function savedLanguage(): LanguageId {
  const parsed = languageIdSchema.safeParse(compilerStore.language());
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

function template(language: LanguageId): string {
  return languageInfo(language).template;
}

export function useCompilerCode() {
  const [language, setLanguageState] = useState<LanguageId>(savedLanguage);
  const [code, setCodeState] = useState(() => compilerStore.code() ?? template(savedLanguage()));
  // Monaco reports edits outside React's events: a shortcut pressed right after typing reads these.
  const latest = useRef({ code, language });

  const setCode = useCallback((next: string) => {
    latest.current = { ...latest.current, code: next };
    setCodeState(next);
    compilerStore.setCode(next);
  }, []);

  const switchLanguage = useCallback(
    (next: LanguageId) => {
      latest.current = { ...latest.current, language: next };
      setLanguageState(next);
      compilerStore.setLanguage(next);
      setCode(template(next));
    },
    [setCode],
  );

  const resetCode = useCallback(() => setCode(template(latest.current.language)), [setCode]);
  const current = useCallback(() => latest.current, []);

  return { language, code, setCode, switchLanguage, resetCode, current };
}
