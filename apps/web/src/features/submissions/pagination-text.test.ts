import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { paginationText } from './pagination-text';

describe('pagination text', () => {
  it('counts the rows of a full and of the last page', () => {
    expect(paginationText(1, 20, 45, englishT)).toBe('Showing 1 to 20 of 45 submissions');
    expect(paginationText(3, 20, 45, englishT)).toBe('Showing 41 to 45 of 45 submissions');
  });
  it('says one submission in the singular', () => {
    expect(paginationText(1, 20, 1, englishT)).toBe('Showing 1 to 1 of 1 submission');
  });
  it('reads sensibly when there is nothing', () => {
    expect(paginationText(1, 20, 0, englishT)).toBe('Showing 0 to 0 of 0 submissions');
  });
});
