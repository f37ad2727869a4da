/**
 * The message catalogues (src/i18n/messages/<locale>/*.json) reach the browser already parsed: each ICU
 * message becomes the syntax tree react-intl formats from, at build time. The app then needs no ICU
 * parser (vite.config.ts points react-intl at the parser's `no-parser` build), which keeps about
 * 12 kB gzip off every page, and a broken message fails the build rather than a reader's screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.json$/;
// A module id of our own (not ending in .json), so that Vite's JSON plugin leaves the module to us.
const PREFIX = '\0catalogue:';
const SUFFIX = '.ast.js';

export function precompiledMessages(): Plugin {
  return {
    name: 'codeconquer:precompiled-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.endsWith('.json')) return null;
      const file = path.resolve(path.dirname(importer), source);
      return CATALOGUE.test(file) ? `${PREFIX}${file}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX) || !id.endsWith(SUFFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`${file}: message "${key}" is not valid ICU`, { cause: error });
          }
        }),
      );
      // JSON.parse of a string rather than an object literal: V8 reads JSON several times faster than
      // the same data as JavaScript, and the catalogue of every page is tens of kilobytes (docs/delivery.md).
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(parsed))});`, map: null };
    },
  };
}
