/**
 * Which language the interface starts in, before the session is known: the one chosen on this device
 * (kept in storage when chosen, signed in or not), else the browser's. A signed-in account's own choice
 * replaces it once the session arrives (i18n-provider.tsx).
 */
import { matchLocale, type Locale } from '@codeconquer/contracts/locales';
import { localeStore } from '@/lib/storage';

export function initialLocale(): Locale {
  return localeStore.get() ?? browserLocale();
}

export function browserLocale(): Locale {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return matchLocale(preferred);
}
