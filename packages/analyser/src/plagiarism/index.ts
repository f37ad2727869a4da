/**
 * Plagiarism score: the code's winnowed fingerprints against those of other accepted submissions. The
 * similarity of two programs is the share of the smaller one's fingerprints found in the other, so a copy
 * padded with extra code still scores high. Fingerprints of the language's starter template are removed
 * from both sides first, as MOSS does with a base file.
 */
import { LANGUAGES, type LanguageId } from '@codeconquer/contracts';
import { parse } from '../syntax/parser';
import { tokenise } from './tokens';
import { winnow } from './winnowing';

export { K, W } from './winnowing';

export type Fingerprint = { language: LanguageId; hashes: Set<number> };

const templateFingerprints = new Map<LanguageId, Promise<Set<number>>>();

async function templateOf(language: LanguageId): Promise<Set<number>> {
  let found = templateFingerprints.get(language);
  if (!found) {
    const template = LANGUAGES.find((info) => info.id === language)?.template ?? '';
    found = parse(template, language).then((tree) => winnow(tokenise(tree)));
    templateFingerprints.set(language, found);
  }
  return found;
}

export async function fingerprint(code: string, language: LanguageId): Promise<Fingerprint> {
  const [tree, template] = await Promise.all([parse(code, language), templateOf(language)]);
  const hashes = winnow(tokenise(tree));
  for (const hash of template) hashes.delete(hash);
  return { language, hashes };
}

/** Percent (0–100) of the smaller fingerprint set found in the other. */
export function compareFingerprints(a: Fingerprint, b: Fingerprint): number {
  const [smaller, larger] = a.hashes.size <= b.hashes.size ? [a.hashes, b.hashes] : [b.hashes, a.hashes];
  if (smaller.size === 0) return 0;
  let shared = 0;
  for (const hash of smaller) if (larger.has(hash)) shared += 1;
  return (100 * shared) / smaller.size;
}

export async function similarity(a: string, b: string, language: LanguageId): Promise<number> {
  const [first, second] = await Promise.all([fingerprint(a, language), fingerprint(b, language)]);
  return compareFingerprints(first, second);
}

/** The highest similarity, in whole percent, between `code` and any of `others` (0 when there are none). */
export async function plagiarismScore(code: string, language: LanguageId, others: string[]): Promise<number> {
  if (others.length === 0) return 0;
  const mine = await fingerprint(code, language);
  let highest = 0;
  for (const other of others) {
    highest = Math.max(highest, compareFingerprints(mine, await fingerprint(other, language)));
    if (highest >= 100) break;
  }
  return Math.round(highest);
}
