/**
 * Country codes (ISO 3166-1), without zod: a board or a profile that shows a flag loads only this, not the
 * schemas of teams.ts (which validate codes with it).
 */
// The library's core only (codes, no names): its Node entry would load the names in every language.
import countries from 'i18n-iso-countries/index.js';

/**
 * The two-letter code (ISO 3166-1 alpha-2) of a country's three-letter one, or null when no country has
 * that code. Flags are drawn from the two letters (the web's components/affiliation/countries.ts).
 */
export function countryAlpha2(alpha3: string): string | null {
  return countries.alpha3ToAlpha2(alpha3) ?? null;
}
