import { describe, expect, it } from 'vitest';
import { englishT, translatorIn } from '@/i18n/english-translate';
import ptBR from '@/i18n/messages/pt-BR';
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
    expect(differenceText(firstDifference('1\n2\n', '1\n4\n'), englishT)).toBe(
      'The first difference is on line 2.',
    );
    expect(differenceText(firstDifference('1\n2\n', '1\n'), englishT)).toBe(
      'Your output ends before line 2.',
    );
    expect(differenceText(firstDifference('1\n', '1\n2\n'), englishT)).toBe(
      'Your output has more lines than expected, from line 2.',
    );
    expect(differenceText(firstDifference('1\n', '1\n'), englishT)).toBe(
      'Your output matches the expected output line by line; check its spacing and case.',
    );
  });
  it('says it in Portuguese when Portuguese is shown', () => {
    const t = translatorIn('pt-BR', ptBR);
    expect(differenceText(firstDifference('1\n2\n', '1\n4\n'), t)).toBe(
      'A primeira diferença está na linha 2.',
    );
    expect(differenceText(firstDifference('1\n2\n', '1\n'), t)).toBe('Sua saída termina antes da linha 2.');
  });
  it('splits lines without the blank ones at the end', () => {
    expect(outputLines('a\r\nb\n\n')).toEqual(['a', 'b']);
    expect(outputLines('')).toEqual([]);
  });
});
