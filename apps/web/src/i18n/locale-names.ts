import type { Locale } from '@codeconquer/contracts/locales';

/** Each language by its own name, as language pickers show them: a reader finds theirs whatever is showing. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'pt-BR': 'Português (Brasil)',
};
