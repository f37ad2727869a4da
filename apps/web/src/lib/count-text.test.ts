import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countText, plural } from './count-text';

describe('countText', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countText(1, 'participant', 'participants')).toBe('1 participant');
    expect(countText(0, 'participant', 'participants')).toBe('0 participants');
    expect(countText(2, 'try', 'tries')).toBe('2 tries');
    expect(plural(1, 'Winner', 'Winners')).toBe('Winner');
    expect(plural(3, 'Winner', 'Winners')).toBe('Winners');
  });

  it('writes large counts with thousands separators', () => {
    expect(countText(1204, 'submission', 'submissions')).toBe('1,204 submissions');
  });
});

/** Every source file of the app but the tests and this helper. */
function appSources(): { file: string; text: string }[] {
  const root = fileURLToPath(new URL('..', import.meta.url));
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('count-text.ts'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
}

// Nouns the app counts: a count followed by one of them in the plural, written by hand, says
// '1 participants' when the count is 1.
const COUNTED =
  'participants|contestants|problems|submissions|tokens|tests|tries|users|days|minutes|reviews|solutions|contests';

describe('counts in the app', () => {
  it('are put in words by countText or plural, never by a hand-written ternary or a fixed plural', () => {
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
