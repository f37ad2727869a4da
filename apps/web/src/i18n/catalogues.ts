/**
 * Loading a locale's catalogue. Each locale is its own chunk, fetched once: the entry starts the current
 * locale's download at boot beside React (main.tsx), and a language switch fetches the new one before
 * the interface changes, so no screen ever shows ids or a mix of languages.
 */
import type { Locale } from '@codeconquer/contracts/locales';
import type { Catalogue } from './message-id';

const loaders: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./messages/en'),
  'pt-BR': () => import('./messages/pt-BR'),
};

const loading = new Map<Locale, Promise<Catalogue>>();

export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((module) => module.default);
    // A failed download may be retried by the next call (a flaky network must not pin the failure).
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
