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
    expect(countryName('VNM')).toBe('Vietnam');
    expect(countryName('DEU')).toBe('Germany');
    expect(countryName('USA')).toBe('United States of America');
  });

  it('has no name for a code that names no country', () => {
    expect(countryName('XXX')).toBeNull();
  });
});
