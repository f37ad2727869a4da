/**
 * The interface language: starts from the device's choice or the browser (initial-locale.ts), follows the
 * signed-in account's choice once the session is known, loads the catalogue before showing anything in
 * it, and tells the document (`<html lang>`), so screen readers pronounce the page in its language.
 */
import { DEFAULT_LOCALE, type Locale } from '@codeconquer/contracts/locales';
import { use, useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RawIntlProvider, createIntl, createIntlCache } from 'react-intl';
import { updateProfile } from '@/features/profile/api/update-profile';
import { useSession } from '@/lib/session/use-session';
import { localeStore } from '@/lib/storage';
import { catalogueFor } from './catalogues';
import { errorTextsFor, setErrorTexts } from './error-translation';
import { initialLocale } from './initial-locale';
import { LocaleContext, type LocaleState } from './locale-context';

/** Formatters built for one language are kept when the language changes and comes back. */
const formatterCache = createIntlCache();

/**
 * The catalogue is read with `use`, so the app's first render already speaks the language (the entry
 * started the download beside React): no second render of the whole tree once it arrives, which was the
 * longest task of every page load (docs/delivery.md). A change of language renders through
 * `useDeferredValue`: the page stays in the language it is in until the new catalogue has arrived.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { user, setUser } = useSession();
  // The language picked on this page, else the account's, else the device's or the browser's.
  const [picked, setPicked] = useState<Locale | null>(null);
  const [startingLocale] = useState<Locale>(initialLocale);
  const locale = useDeferredValue(picked ?? user?.locale ?? startingLocale);
  const messages = use(catalogueFor(locale));
  // One formatter for the interface and for API errors (error-translation.ts), which speak outside React.
  const intl = useMemo(
    () => messages && createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, formatterCache),
    [locale, messages],
  );

  useEffect(() => {
    if (!intl) return;
    document.documentElement.lang = intl.locale;
    setErrorTexts(errorTextsFor(intl));
  }, [intl]);

  const chooseLocale = useCallback(
    async (next: Locale) => {
      localeStore.set(next);
      setPicked(next);
      if (user) setUser(await updateProfile(user.id, { locale: next }));
    },
    [user, setUser],
  );

  const state = useMemo<LocaleState>(() => ({ locale, chooseLocale }), [locale, chooseLocale]);

  if (!intl) {
    // Without any catalogue there is no language to speak in, so the one message that cannot come from a
    // catalogue is this one.
    return (
      <p role="alert" className="p-6">
        {/* i18n-exempt: without any catalogue there is no other language to say this in. */}
        CodeConquer could not load. Check your connection and reload the page.
      </p>
    );
  }
  return (
    <LocaleContext.Provider value={state}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
}
