/**
 * public/theme-init.js picks the boot shell's language before any module loads; it must pick the language
 * the app then starts in (initial-locale.ts: the device's choice, else matchLocale over the browser's).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isLocale, matchLocale, SUPPORTED_LOCALES } from '@codeconquer/contracts/locales';
import { describe, expect, it } from 'vitest';

const script = fs.readFileSync(fileURLToPath(new URL('../../public/theme-init.js', import.meta.url)), 'utf8');
const indexHtml = fs.readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8');

type Heading = { textContent: string; hidden: boolean };

/**
 * Runs the script against a page at `path` with this storage and browser; what it left on <html>, and
 * `parse()`, which inserts the boot shell's greeting heading as the parser would and returns it.
 */
function boot(stored: Record<string, string>, languages: string[], path = '/') {
  const documentElement = { lang: 'en', classList: new Set<string>() };
  let heading: Heading | null = null;
  const observers: { callback: () => void; connected: boolean }[] = [];
  class FakeMutationObserver {
    private readonly entry;
    constructor(callback: () => void) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const document = {
    documentElement,
    getElementById: (id: string) => (id === 'boot-greeting' ? heading : null),
    readyState: 'loading',
  };
  const run = new Function(
    'localStorage',
    'navigator',
    'document',
    'location',
    'MutationObserver',
    script,
  ) as (...args: unknown[]) => void;
  run(
    { getItem: (key: string) => stored[key] ?? null },
    { languages, language: languages[0] },
    document,
    { pathname: path },
    FakeMutationObserver,
  );
  function parse(): Heading {
    heading = { textContent: '', hidden: true };
    for (const observer of observers) if (observer.connected) observer.callback();
    return heading;
  }
  return Object.assign(documentElement, { parse });
}

describe('the boot script', () => {
  const browsers = [['pt-BR'], ['pt-PT', 'en'], ['PT'], ['en-GB'], ['fr', 'pt'], ['de'], []];
  const stored: Record<string, string>[] = [{}, { locale: 'en' }, { locale: 'pt-BR' }, { locale: 'klingon' }];

  it('sets <html lang> to the language the app starts in', () => {
    for (const languages of browsers)
      for (const storage of stored) {
        const expected = isLocale(storage.locale) ? storage.locale : matchLocale(languages);
        expect({ languages, storage, lang: boot(storage, languages).lang }).toEqual({
          languages,
          storage,
          lang: expected,
        });
      }
  });

  it('still applies the dark theme', () => {
    expect(boot({ theme: 'dark' }, ['en']).classList.has('dark')).toBe(true);
  });
});

describe("the dashboard's boot greeting", () => {
  const signedIn = {
    token: 't',
    dashboardGreeting: JSON.stringify({ lang: 'en', text: 'Welcome back, Ada!' }),
  };

  it('is written into the boot shell on /dashboard, signed in, in the language the app starts in', () => {
    expect(boot(signedIn, ['en'], '/dashboard').parse()).toEqual({
      textContent: 'Welcome back, Ada!',
      hidden: false,
    });
    expect(boot(signedIn, ['en'], '/dashboard/').parse().textContent).toBe('Welcome back, Ada!');
  });

  it('stays hidden on another page, signed out, in another language, or when it is not a greeting', () => {
    const hidden = { textContent: '', hidden: true };
    expect(boot(signedIn, ['en'], '/problems').parse()).toEqual(hidden);
    expect(boot({ ...signedIn, token: '' }, ['en'], '/dashboard').parse()).toEqual(hidden);
    expect(boot(signedIn, ['pt-BR'], '/dashboard').parse()).toEqual(hidden);
    expect(boot({ ...signedIn, dashboardGreeting: '{not json' }, ['en'], '/dashboard').parse()).toEqual(
      hidden,
    );
    expect(boot({ ...signedIn, dashboardGreeting: '{"lang":"en"}' }, ['en'], '/dashboard').parse()).toEqual(
      hidden,
    );
  });
});

describe('the boot shell', () => {
  it('has the heading the boot script writes the greeting into, hidden until then', () => {
    expect(indexHtml).toMatch(/<h1 class="boot-greeting" id="boot-greeting" hidden><\/h1>/);
  });

  it('has its loading line in every language the app speaks', () => {
    for (const locale of SUPPORTED_LOCALES)
      expect(indexHtml).toMatch(new RegExp(`role="status" lang="${locale}" data-lang="${locale}"`));
  });
});
