/**
 * The catalogues stay whole and the interface stays in them (docs/i18n.md):
 * - every locale has exactly English's keys, each file holds only keys prefixed with its own name, every
 *   message parses as ICU and names the same arguments in every language, and a translation is not the
 *   English text left as it was (but for the few words that are the same in both);
 * - every English key is used somewhere in the app (a key the code no longer uses fails), and the error
 *   keys are exactly the API's error codes;
 * - no text a user sees is written in a component instead of a catalogue: JSX text, the text attributes
 *   (aria-label, title, placeholder, alt, label), strings shown from JSX expressions and toasts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { errorCatalog } from '@codeconquer/contracts';
import { SUPPORTED_LOCALES } from '@codeconquer/contracts/locales';
import { describe, expect, it } from 'vitest';
import { SAME_IN_EVERY_LANGUAGE } from './catalogue-rules';
import { hardCodedText } from './hard-coded-text';

const i18nDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(i18nDir, '..');
const messagesDir = path.join(i18nDir, 'messages');

type Catalogue = Record<string, string>;

function readLocale(locale: string): Map<string, Catalogue> {
  const dir = path.join(messagesDir, locale);
  const files = new Map<string, Catalogue>();
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    files.set(
      name.replace(/\.json$/, ''),
      JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Catalogue,
    );
  }
  return files;
}

function flatten(files: Map<string, Catalogue>): Catalogue {
  return Object.assign({}, ...files.values()) as Catalogue;
}

function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, into);
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== messagesDir) found.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

const english = readLocale('en');
const englishKeys = Object.keys(flatten(english)).sort();
const sources = sourceFiles(srcDir).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

describe('message catalogues', () => {
  it('keeps each area file to keys prefixed with its name', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const misplaced = [...readLocale(locale)].flatMap(([area, messages]) =>
        Object.keys(messages)
          .filter((key) => !key.startsWith(`${area}.`))
          .map((key) => `${locale}/${area}.json: ${key}`),
      );
      expect(misplaced).toEqual([]);
    }
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s has exactly the English keys',
    (locale) => {
      const keys = Object.keys(flatten(readLocale(locale))).sort();
      expect({
        missing: englishKeys.filter((key) => !keys.includes(key)),
        unknown: keys.filter((key) => !englishKeys.includes(key)),
      }).toEqual({ missing: [], unknown: [] });
    },
  );

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s messages parse and name the same arguments as English, and are translated',
    (locale) => {
      const translated = flatten(readLocale(locale));
      const source = flatten(english);
      const problems: string[] = [];
      for (const key of englishKeys) {
        const message = translated[key];
        if (message === undefined) continue;
        const want = [...argumentNames(parse(source[key]!))].sort();
        let got: string[];
        try {
          got = [...argumentNames(parse(message))].sort();
        } catch (error) {
          problems.push(`${key}: not ICU (${String(error)})`);
          continue;
        }
        if (want.join() !== got.join())
          problems.push(`${key}: arguments ${got.join()} instead of ${want.join()}`);
        if (message === source[key] && !SAME_IN_EVERY_LANGUAGE.has(message))
          problems.push(`${key}: left in English`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('English messages parse as ICU', () => {
    const bad = Object.entries(flatten(english)).filter(([, message]) => {
      try {
        parse(message);
        return false;
      } catch {
        return true;
      }
    });
    expect(bad).toEqual([]);
  });

  it('has a message for exactly the API error codes', () => {
    const errorKeys = englishKeys.filter((key) => key.startsWith('errors.'));
    expect(errorKeys).toEqual(
      Object.keys(errorCatalog)
        .map((code) => `errors.${code}`)
        .sort(),
    );
  });

  it('uses every key it has', () => {
    const quoted = new Set<string>();
    for (const { text } of sources) {
      for (const match of text.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g)) quoted.add(match[1]!);
    }
    const unused = englishKeys.filter((key) => !key.startsWith('errors.') && !quoted.has(key));
    expect(unused).toEqual([]);
  });
});

describe('interface text', () => {
  it('comes from the catalogues, not from components', () => {
    const found = sources
      .filter(({ file }) => file.endsWith('.tsx'))
      .flatMap(({ file, text }) => hardCodedText(file, text, srcDir));
    expect(found).toEqual([]);
  });

  it("shows the catalogue's words for a server's answer, never its English `message`", () => {
    // Success and info texts (a verified code, a reset password): the server words them in English only.
    const shown = /(?:setSuccess|setInfo|toast(?:\.\w+)?)\(\s*\w+\.message\s*[),]/;
    const found = sources
      .filter(({ text }) => shown.test(text))
      .map(({ file }) => path.relative(srcDir, file));
    expect(found).toEqual([]);
  });

  it('is found where a component writes its own (the control)', () => {
    const component = [
      'export const A = ({ ok }: { ok: boolean }) => (',
      '  <p title="Hello there" className="text-sm">',
      "    Hi friend {ok ? 'All good' : '—'} {t('x.y')} C++",
      '  </p>',
      ');',
    ].join('\n');
    expect(hardCodedText(path.join(srcDir, 'control.tsx'), component, srcDir)).toEqual([
      'control.tsx:2 "Hello there"',
      'control.tsx:3 "Hi friend"',
      'control.tsx:3 "All good"',
    ]);
  });
});
