/**
 * The interface language: starts from the device's choice or the browser (initial-locale.ts), follows the
 * signed-in account's choice once the session is known, loads the catalogue before showing anything in
 * it, and tells the document (`<html lang>`), so screen readers pronounce the page in its language.
 */
import { DEFAULT_LOCALE, type Locale } from '@codeconquer/contracts/locales';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { updateProfile } from '@/features/profile/api/update-profile';
import { useSession } from '@/lib/session/use-session';
import { localeStore } from '@/lib/storage';
import { loadCatalogue } from './catalogues';
import { errorTextsFor, setErrorTexts } from './error-translation';
import { initialLocale } from './initial-locale';
import { LocaleContext, type LocaleState } from './locale-context';
import type { CoreCatalogue } from './message-id';

type Loaded = { locale: Locale; messages: CoreCatalogue };

export function I18nProvider({ children }: { children: ReactNode }) {
  const { user, setUser } = useSession();
  // The language picked on this page, else the account's, else the device's or the browser's.
  const [picked, setPicked] = useState<Locale | null>(null);
  const [startingLocale] = useState<Locale>(initialLocale);
  const wanted = picked ?? user?.locale ?? startingLocale;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadCatalogue(wanted).then(
      (messages) => {
        if (!current) return;
        setLoaded({ locale: wanted, messages });
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    if (!loaded) return;
    document.documentElement.lang = loaded.locale;
    setErrorTexts(errorTextsFor(loaded.locale, loaded.messages));
  }, [loaded]);

  const chooseLocale = useCallback(
    async (next: Locale) => {
      localeStore.set(next);
      setPicked(next);
      if (user) setUser(await updateProfile(user.id, { locale: next }));
    },
    [user, setUser],
  );

  const state = useMemo<LocaleState | null>(
    () => (loaded ? { locale: loaded.locale, chooseLocale } : null),
    [loaded, chooseLocale],
  );

  if (!state || !loaded) {
    // The boot shell stays on screen while #root is empty. Without any catalogue there is no language to
    // speak in, so the one message that cannot come from a catalogue is this one.
    return failed ? (
      <p role="alert" className="p-6">
        {/* i18n-exempt: without any catalogue there is no other language to say this in. */}
        CodeConquer could not load. Check your connection and reload the page.
      </p>
    ) : null;
  }
  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={loaded.locale} defaultLocale={DEFAULT_LOCALE} messages={loaded.messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
