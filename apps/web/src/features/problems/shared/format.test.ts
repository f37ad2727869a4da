import { describe, expect, it } from 'vitest';
import { formatMemory, formatRuntime } from '@/lib/measures';
import { formatPercent, tagPreview } from './format';

describe('problem formats', () => {
  it('shows acceptance and memory with one decimal', () => {
    expect(formatPercent(49.125, 'en')).toBe('49.1%');
    expect(formatPercent(0, 'en')).toBe('0.0%');
    expect(formatMemory(3.456, 'en')).toBe('3.5 MB');
    expect(formatRuntime(14.6, 'en')).toBe('15 ms');
  });
  it("follows the reader's decimal separator", () => {
    expect(formatPercent(49.125, 'pt-BR')).toBe('49,1%');
    expect(formatMemory(3.456, 'pt-BR')).toBe('3,5 MB');
  });
  it('shows two tags and counts the rest', () => {
    expect(tagPreview(['a', 'b', 'c', 'd'])).toEqual({ visible: ['a', 'b'], more: 2 });
    expect(tagPreview(['a'])).toEqual({ visible: ['a'], more: 0 });
  });
});
