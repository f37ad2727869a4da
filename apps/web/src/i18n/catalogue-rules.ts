/**
 * What catalogue.test.ts lets through. Kept apart so the rules are read (and argued) in one place.
 */

/** Names and symbols that read the same in every language the app ships: brands, languages, units. */
const NAMES = new Set([
  'CodeConquer',
  'VGuy',
  'C',
  'C++',
  'Java',
  'Python',
  'PyPy',
  // The glossary keeps the site's currency's word in Portuguese too (a token, os tokens).
  'token',
  'tokens',
  'GitHub',
  'LinkedIn',
  'Twitter',
  'X',
  'Google',
  'KaTeX',
  'Markdown',
  'Elo-MMR',
  'ICPC',
  'IOI',
  'OK',
  'ms',
  's',
  'KB',
  'MB',
  'KiB',
  'MiB',
]);

/** A translation may equal the English text only when it is one of these. */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = NAMES;

/** Text that is no prose: no word of two letters (numbers, punctuation, symbols), or a name above. */
export function isNotProse(text: string): boolean {
  return !/\p{L}{2}/u.test(text) || NAMES.has(text);
}
