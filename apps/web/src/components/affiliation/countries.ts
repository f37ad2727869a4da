/**
 * Countries as the app shows them (docs/contests.md#affiliations): an affiliation's ISO 3166-1 alpha-3
 * code as its flag emoji and its name in the language shown. The names come from the browser's
 * `Intl.DisplayNames` (CLDR: 'Vietnam', 'Vietnã'), so no table of names reaches the bundle in any
 * language; the codes come through the contracts.
 */
import { countryAlpha2 } from '@codeconquer/contracts/countries';
import type { Locale } from '@codeconquer/contracts/locales';

/** One formatter per language, made on first use. */
const regionNames = new Map<Locale, Intl.DisplayNames>();

function namesIn(locale: Locale): Intl.DisplayNames {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  return names;
}

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

/** The country's name in `locale` ('Vietnam', 'Vietnã' for VNM), or null for a code that names no country. */
export function countryName(alpha3: string, locale: Locale): string | null {
  const alpha2 = countryAlpha2(alpha3.toUpperCase());
  return (alpha2 && namesIn(locale).of(alpha2)) || null;
}
