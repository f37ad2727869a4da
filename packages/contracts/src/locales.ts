/**
 * The interface languages the web app ships (docs/i18n.md). An account keeps its choice (`User.locale`);
 * null means "follow the browser". Problem statements and other user-written text stay in their own
 * language whatever the interface speaks.
 */
// No zod here: the web app's entry reads this file (the starting language), and must stay tiny.

export const SUPPORTED_LOCALES = ['en', 'pt-BR'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return SUPPORTED_LOCALES.includes(value as Locale);
}

/**
 * The supported locale that best matches a list of BCP 47 tags in order of preference (the browser's
 * `navigator.languages`): an exact match first, then the same language in another region ("pt-PT" → "pt-BR",
 * "en-GB" → "en"); the default when nothing matches.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0]?.toLowerCase();
    const sameLanguage = SUPPORTED_LOCALES.find((locale) => locale.split('-')[0]?.toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}
