/**
 * Countries as the app shows them (docs/contests.md#affiliations): an affiliation's ISO 3166-1 alpha-3
 * code as its flag emoji and its English name. Only the English names are loaded (the library's
 * langs/en.json), so its other languages stay out of the bundle; the codes come through the contracts.
 * It lives beside the components that show countries (not in lib/, which the build puts in the `shared`
 * chunk) so that the names and this module land in one chunk, with no import cycle between two.
 */
import { countryAlpha2 } from '@codeconquer/contracts';
import english from 'i18n-iso-countries/langs/en.json';

/** By alpha-2 code: the official name, or it first and then its aliases. */
const ENGLISH_NAMES: Readonly<Record<string, string | readonly string[]>> = english.countries;

/** Regional indicator symbol A (U+1F1E6): a flag is the two letters of its alpha-2 code in these symbols. */
const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The country's flag emoji (🇻🇳 for VNM), or null for a code that names no country. */
export function countryFlag(alpha3: string): string | null {
  const alpha2 = countryAlpha2(alpha3.toUpperCase());
  if (!alpha2) return null;
  return String.fromCodePoint(
    ...[...alpha2].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 'A'.charCodeAt(0)),
  );
}

/** The country's English name ('Vietnam' for VNM), or null for a code that names no country. */
export function countryName(alpha3: string): string | null {
  const alpha2 = countryAlpha2(alpha3.toUpperCase());
  const names = alpha2 ? ENGLISH_NAMES[alpha2] : undefined;
  if (names === undefined) return null;
  return typeof names === 'string' ? names : (names[0] ?? null);
}
