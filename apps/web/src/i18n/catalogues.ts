/**
 * Loading a locale's catalogue. Each locale's messages are chunks fetched once: the core (every area but
 * the admin panel's), which the entry starts downloading at boot beside React (main.tsx), and the admin
 * panel's (two fifths of all messages, which no other page shows), which its screens fetch with their
 * code (area-messages.tsx). A language switch fetches the new locale's core and every area already in
 * use before the interface changes, so no screen ever shows ids or a mix of languages.
 */
import type { Locale } from '@codeconquer/contracts/locales';
import type { AreaId, CoreCatalogue } from './message-id';

type Messages = Record<string, string>;

const coreLoaders: Record<Locale, () => Promise<{ default: CoreCatalogue }>> = {
  en: () => import('./messages/en/core'),
  'pt-BR': () => import('./messages/pt-BR/core'),
};

const areaLoaders: Record<Locale, Record<AreaId, () => Promise<{ default: Messages }>>> = {
  en: { admin: () => import('./messages/en/admin.json') },
  'pt-BR': { admin: () => import('./messages/pt-BR/admin.json') },
};

const loading = new Map<string, Promise<Messages>>();
const catalogues = new Map<Locale, Promise<CoreCatalogue | null>>();
/** Areas asked for once: a language switch brings them in the new language too. */
const areasInUse = new Set<AreaId>();
/** The language last asked for (the entry's at boot, then each switch's): the one areas preload in. */
let latestLocale: Locale | undefined;

/**
 * Marks `promise` once fulfilled as React's `use` marks a promise it has seen settle, so that a render
 * reading messages that are already here goes on at once instead of suspending (showing its fallback)
 * for a moment.
 */
function markedForUse<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => undefined,
  );
  return promise;
}

/** One download per key; a failed one may be retried by the next call (a flaky network must not pin it). */
function once(key: string, load: () => Promise<{ default: Messages }>): Promise<Messages> {
  let pending = loading.get(key);
  if (!pending) {
    pending = markedForUse(load().then((module) => module.default));
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** An area's messages in `locale` (the same promise for every call, as React's `use` needs). */
export function loadArea(locale: Locale, area: AreaId): Promise<Messages> {
  areasInUse.add(area);
  return once(`${locale}:${area}`, areaLoaders[locale][area]);
}

/** An area's messages in the language being shown or loaded, started before its screens render. */
export function preloadArea(area: AreaId): Promise<Messages> {
  return latestLocale ? loadArea(latestLocale, area) : Promise.resolve({});
}

/**
 * The locale's core messages for React's `use`: the same promise for every call while it is loading or
 * loaded, fulfilled with `null` when the download failed (so that the caller can say so; the next call
 * after a failure tries again), and marked as settled the way `use` reads it, so that a render finding
 * the messages already here does not suspend.
 */
export function catalogueFor(locale: Locale): Promise<CoreCatalogue | null> {
  let pending = catalogues.get(locale);
  if (!pending) {
    pending = markedForUse(
      loadCatalogue(locale).catch(() => {
        catalogues.delete(locale);
        return null;
      }),
    );
    catalogues.set(locale, pending);
  }
  return pending;
}

/** The locale's core messages, with every area in use already loaded in that locale too. */
export async function loadCatalogue(locale: Locale): Promise<CoreCatalogue> {
  latestLocale = locale;
  const [core] = await Promise.all([
    once(locale, coreLoaders[locale]) as Promise<CoreCatalogue>,
    ...[...areasInUse].map((area) => loadArea(locale, area)),
  ]);
  return core;
}
