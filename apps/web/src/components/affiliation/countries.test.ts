import { describe, expect, it } from 'vitest';
import { countryFlag, countryName } from './countries';

describe('countryFlag', () => {
  it('draws a country as the regional indicator letters of its two-letter code', () => {
    expect(countryFlag('VNM')).toBe('\u{1F1FB}\u{1F1F3}');
    expect(countryFlag('BRA')).toBe('🇧🇷');
    expect(countryFlag('usa')).toBe('🇺🇸');
  });

  it('has no flag for a code that names no country', () => {
    expect(countryFlag('XXX')).toBeNull();
    expect(countryFlag('VN')).toBeNull();
    expect(countryFlag('')).toBeNull();
  });
});

describe('countryName', () => {
  it('names a country in English', () => {
    expect(countryName('VNM', 'en')).toBe('Vietnam');
    expect(countryName('DEU', 'en')).toBe('Germany');
    expect(countryName('usa', 'en')).toBe('United States');
  });

  it('names a country in Portuguese when Portuguese is shown', () => {
    expect(countryName('VNM', 'pt-BR')).toBe('Vietnã');
    expect(countryName('DEU', 'pt-BR')).toBe('Alemanha');
    expect(countryName('BRA', 'pt-BR')).toBe('Brasil');
  });

  it('has no name for a code that names no country', () => {
    expect(countryName('XXX', 'en')).toBeNull();
    expect(countryName('XXX', 'pt-BR')).toBeNull();
  });
});
