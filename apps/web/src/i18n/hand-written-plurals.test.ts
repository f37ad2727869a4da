/**
 * Counts are put in words by the catalogues' ICU plurals (`{count, plural, one {# problem} other {#
 * problems}}`), which know each language's rules and write the number in its way; a count written next to
 * a fixed plural noun, or a `count === 1 ?` ternary, says '1 participants' in English and is wrong in most
 * other languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every source file of the app but the tests. */
function appSources(): { file: string; text: string }[] {
  const root = fileURLToPath(new URL('..', import.meta.url));
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
}

// Nouns the app counts: a count followed by one of them in the plural, written by hand, says
// '1 participants' when the count is 1.
const COUNTED =
  'participants|contestants|problems|submissions|tokens|tests|tries|users|days|minutes|reviews|solutions|contests';

describe('counts in the app', () => {
  it('are put in words by the catalogues, never by a hand-written ternary or a fixed plural', () => {
    const handWritten = new RegExp(
      // A fraction ('3/5 tests') and a constant ('at most ${MAX} problems') are never one.
      String.raw`[=!]==\s*1\s*\?|(?<![/$])(\$\{[a-z][^}]*\}|\{[a-z][\w.]*\})\s+(?:${COUNTED})\b(?![=\w])`,
      'u',
    );
    const offenders = appSources().flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => handWritten.test(line) && !line.trim().startsWith('*'))
        .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
