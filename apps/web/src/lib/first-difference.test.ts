import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en';
import type { Translate } from '@/i18n/use-t';
import { differenceText, firstDifference, outputLines } from '@/lib/first-difference';

describe('first difference', () => {
  it('finds the first line whose tokens differ', () => {
    expect(firstDifference('1\n2\n3\n', '1\n5\n3\n')).toEqual({ line: 1, missing: false, extra: false });
  });
  it('ignores spacing inside a line, CR LF and blank lines at the end, as the checker does', () => {
    expect(firstDifference('1 2\n3\n', '1   2\r\n3\n\n\n')).toBeNull();
  });
  it('tells an output that ends early from one that goes on', () => {
    expect(firstDifference('1\n2\n', '1\n')).toEqual({ line: 1, missing: true, extra: false });
    expect(firstDifference('1\n', '1\n2\n')).toEqual({ line: 1, missing: false, extra: true });
    expect(firstDifference('3\n', '')).toEqual({ line: 0, missing: true, extra: false });
  });
  it('says where it went wrong in words', () => {
    expect(differenceText(firstDifference('1\n2\n', '1\n4\n'))).toBe('The first difference is on line 2.');
    expect(differenceText(firstDifference('1\n2\n', '1\n'))).toBe('Your output ends before line 2.');
    expect(differenceText(firstDifference('1\n', '1\n2\n'))).toBe(
      'Your output has more lines than expected, from line 2.',
    );
  });
  it('says the same through the catalogue, for every kind of difference', () => {
    // The English catalogue with {line} filled in: the translated caption equals the untranslated one.
    const t = Object.assign(
      (id: keyof typeof en, values?: Record<string, unknown>) =>
        en[id].replace('{line}', String(values?.line ?? '')),
      { rich: () => null },
    ) as unknown as Translate;
    for (const [expected, actual] of [
      ['1\n2\n', '1\n4\n'],
      ['1\n2\n', '1\n'],
      ['1\n', '1\n2\n'],
      ['1\n', '1\n'],
    ] as const) {
      const difference = firstDifference(expected, actual);
      expect(differenceText(difference, t)).toBe(differenceText(difference));
    }
  });
  it('splits lines without the blank ones at the end', () => {
    expect(outputLines('a\r\nb\n\n')).toEqual(['a', 'b']);
    expect(outputLines('')).toEqual([]);
  });
});
