/**
 * Browser storage (docs/product.md#session-and-browser-storage): the session token, theme, interface language, the path to return
 * to after sign-in, the closed announcement, and entries that expire (saved code). Every key the app uses
 * is named here, nowhere else.
 */
import type { Theme } from '@codeconquer/contracts';
import { isLocale, type Locale } from '@codeconquer/contracts/locales';

const TOKEN_KEY = 'token';
const THEME_KEY = 'theme';
const LOCALE_KEY = 'locale';
const REDIRECT_KEY = 'redirectAfterLogin';

type Area = 'localStorage' | 'sessionStorage';

function read(key: string, area: Area = 'localStorage'): string | null {
  try {
    return globalThis[area].getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, area: Area = 'localStorage'): void {
  try {
    if (value === null) globalThis[area].removeItem(key);
    else globalThis[area].setItem(key, value);
  } catch {
    // Storage can be full or blocked (private mode); the app keeps working for this page's life.
  }
}

export const tokenStore = {
  get: () => read(TOKEN_KEY),
  set: (token: string) => write(TOKEN_KEY, token),
  clear: () => write(TOKEN_KEY, null),
};

const SIDEBAR_KEY = 'sidebarCollapsed';

export const sidebarStore = {
  collapsed: () => read(SIDEBAR_KEY) === 'true',
  setCollapsed: (collapsed: boolean) => write(SIDEBAR_KEY, String(collapsed)),
};

export const themeStore = {
  get: (): Theme => (read(THEME_KEY) === 'dark' ? 'dark' : 'light'),
  set: (theme: Theme) => write(THEME_KEY, theme),
};

/** The interface language chosen on this device (null: none chosen, follow the browser). */
export const localeStore = {
  get: (): Locale | null => {
    const stored = read(LOCALE_KEY);
    return isLocale(stored) ? stored : null;
  },
  set: (locale: Locale | null) => write(LOCALE_KEY, locale),
};

/** Paths that must never be returned to after signing in. */
const NOT_RETURNABLE = ['/login', '/signup', '/auth/callback'];

export const redirectStore = {
  get: () => read(REDIRECT_KEY),
  /** Saves `path` (with its query string) unless it is one of the sign-in screens. */
  save(path: string) {
    const pathname = path.split('?')[0] ?? path;
    if (NOT_RETURNABLE.includes(pathname)) return;
    write(REDIRECT_KEY, path);
  },
  clear: () => write(REDIRECT_KEY, null),
  /** The saved path, cleared as it is taken; `/dashboard` when none. */
  take(): string {
    const path = read(REDIRECT_KEY);
    write(REDIRECT_KEY, null);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : '/dashboard';
  },
};

const NEW_ACCOUNT_KEY = 'newAccountWelcome';

/**
 * The account this tab has just verified by e-mail code (sign-up): its first dashboard visit says
 * 'Welcome', however long the code took to type. Kept for this tab only and forgotten once shown.
 */
export const newAccountStore = {
  // Blocked storage: the brand-new user is simply welcomed back.
  mark: (userId: string) => write(NEW_ACCOUNT_KEY, userId, 'sessionStorage'),
  isNew: (userId: string) => read(NEW_ACCOUNT_KEY, 'sessionStorage') === userId,
  clear: () => write(NEW_ACCOUNT_KEY, null, 'sessionStorage'),
};

const DASHBOARD_GREETING_KEY = 'dashboardGreeting';

/**
 * The dashboard's greeting for a returning visit, in the language it was written in. public/theme-init.js
 * reads it (same key, same `{ lang, text }` shape) to put it in the boot shell of /dashboard before the
 * first paint, so the page's largest text is painted with the page (docs/delivery.md, First paint). It
 * holds the user's name, so signing out forgets it with the token.
 */
export const dashboardGreetingStore = {
  save: (lang: Locale, text: string) => write(DASHBOARD_GREETING_KEY, JSON.stringify({ lang, text })),
  clear: () => write(DASHBOARD_GREETING_KEY, null),
};

const DISMISSED_ANNOUNCEMENT_KEY = 'dismissedAnnouncement';

/**
 * The announcement this tab's visitor closed, by its text: it stays closed for the session, while a new
 * text (another announcement) shows again. Blocked storage: closed for this page's life only.
 */
export const announcementStore = {
  dismissed: () => read(DISMISSED_ANNOUNCEMENT_KEY, 'sessionStorage'),
  dismiss: (text: string) => write(DISMISSED_ANNOUNCEMENT_KEY, text, 'sessionStorage'),
};

const COMPILER_LANGUAGE_KEY = 'compiler_language';
const COMPILER_CODE_KEY = 'compiler_code';

/**
 * The online compiler's code and language. Guests use the compiler too, so these belong to
 * the browser, not to a user, and signing out keeps them.
 */
export const compilerStore = {
  language: () => read(COMPILER_LANGUAGE_KEY),
  setLanguage: (language: string) => write(COMPILER_LANGUAGE_KEY, language),
  code: () => read(COMPILER_CODE_KEY),
  setCode: (code: string) => write(COMPILER_CODE_KEY, code),
};

/** Saved code keys: `code_{userId}_…` per user, `compiler_…` for the online compiler. */
export function userCodePrefix(userId: string): string {
  return `code_${userId}_`;
}

/** The solve editor's draft of one problem in one language (an expiring entry). */
export function codeDraftKey(userId: string, problemId: string, language: string): string {
  return `${userCodePrefix(userId)}${problemId}_${language}`;
}

/** The language a user last chose for one problem (an expiring entry). */
export function languagePreferenceKey(userId: string, problemId: string): string {
  return `${userCodePrefix(userId)}${problemId}_language`;
}

/** Drafts are kept this long after their last change; the periodic purge removes older ones. */
export const CODE_DRAFT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type ExpiringEntry = { value: unknown; expiresAt: number };

function isExpiringEntry(value: unknown): value is ExpiringEntry {
  return (
    typeof value === 'object' && value !== null && 'expiresAt' in value && typeof value.expiresAt === 'number'
  );
}

export function writeExpiring(key: string, value: unknown, ttlMs: number, now = Date.now()): void {
  write(key, JSON.stringify({ value, expiresAt: now + ttlMs } satisfies ExpiringEntry));
}

export function readExpiring(key: string, now = Date.now()): unknown {
  const raw = read(key);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isExpiringEntry(parsed)) return undefined;
    if (parsed.expiresAt <= now) {
      write(key, null);
      return undefined;
    }
    return parsed.value;
  } catch {
    return undefined;
  }
}

/** Removes every stored entry whose `expiresAt` has passed (run at start and every 30 minutes). */
export function purgeExpiredEntries(now = Date.now()): number {
  let removed = 0;
  try {
    for (const key of Object.keys(localStorage)) {
      const raw = localStorage.getItem(key);
      if (!raw || !raw.startsWith('{')) continue;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isExpiringEntry(parsed) && parsed.expiresAt <= now) {
          localStorage.removeItem(key);
          removed += 1;
        }
      } catch {
        // Not JSON: not ours to judge.
      }
    }
  } catch {
    return removed;
  }
  return removed;
}

/** The keys of a user's saved code entries. */
export function userCodeKeys(userId: string): string[] {
  try {
    const prefix = userCodePrefix(userId);
    return Object.keys(localStorage).filter((key) => key.startsWith(prefix));
  } catch {
    return [];
  }
}

/**
 * Forgets the signed-in account on this device (sign-out, or a token the server refused): the token, the
 * user's saved code and the greeting that names them.
 */
export function forgetAccount(userId: string | undefined): void {
  clearUserCode(userId);
  dashboardGreetingStore.clear();
  tokenStore.clear();
}

/** Removes a user's saved code (part of forgetAccount). */
function clearUserCode(userId: string | undefined): void {
  try {
    const prefix = userId ? userCodePrefix(userId) : 'code_';
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing stored either.
  }
}

export const PURGE_INTERVAL_MS = 30 * 60 * 1000;
