import type { Locale } from '@codeconquer/contracts/locales';
import { createContext } from 'react';

export type LocaleState = {
  locale: Locale;
  /** Switches the interface (once the catalogue is in) and keeps the choice: on this device, and on the account when signed in. */
  chooseLocale: (next: Locale) => Promise<void>;
};

export const LocaleContext = createContext<LocaleState | null>(null);
