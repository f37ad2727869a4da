import { describe, expect, it } from 'vitest';
import { charactersAt, totalLength, TYPEWRITER_MS_PER_CHAR, visibleTexts } from './typewriter';

describe('typewriter stepping', () => {
  it('types one character every 8 ms', () => {
    expect(TYPEWRITER_MS_PER_CHAR).toBe(8);
    expect(charactersAt(0, 100)).toBe(0);
    expect(charactersAt(7, 100)).toBe(0);
    expect(charactersAt(8, 100)).toBe(1);
    expect(charactersAt(80, 100)).toBe(10);
  });

  it('stops at the end of the text', () => {
    expect(charactersAt(10_000, 12)).toBe(12);
    expect(charactersAt(-5, 12)).toBe(0);
    expect(charactersAt(100, 0)).toBe(0);
  });

  it('types several texts one after the other', () => {
    const texts = ['abc', 'de', 'fghi'];
    expect(totalLength(texts)).toBe(9);
    expect(visibleTexts(texts, 0)).toEqual(['', '', '']);
    expect(visibleTexts(texts, 2)).toEqual(['ab', '', '']);
    expect(visibleTexts(texts, 4)).toEqual(['abc', 'd', '']);
    expect(visibleTexts(texts, 6)).toEqual(['abc', 'de', 'f']);
    expect(visibleTexts(texts, 99)).toEqual(['abc', 'de', 'fghi']);
  });
});
