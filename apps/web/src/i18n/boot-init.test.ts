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

/** Runs the script against a page with this storage and browser; what it left on <html>. */
function boot(stored: Record<string, string>, languages: string[]) {
  const documentElement = { lang: 'en', classList: new Set<string>() };
  const run = new Function('localStorage', 'navigator', 'document', script) as (...args: unknown[]) => void;
  run(
    { getItem: (key: string) => stored[key] ?? null },
    { languages, language: languages[0] },
    { documentElement },
  );
  return documentElement;
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

describe('the boot shell', () => {
  it('has its loading line in every language the app speaks', () => {
    for (const locale of SUPPORTED_LOCALES)
      expect(indexHtml).toMatch(new RegExp(`role="status" lang="${locale}" data-lang="${locale}"`));
  });
});
