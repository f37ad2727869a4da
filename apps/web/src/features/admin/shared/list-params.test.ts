import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { pageFromParam, pageOfText, pageParam, withParams } from './list-params';

describe('list parameters', () => {
  it('reads ?page= as a whole number from 1, else page 1', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(null)).toBe(1);
    for (const value of ['', '0', '-2', '1.5', 'two']) expect(pageFromParam(value)).toBe(1);
  });

  it('writes page 1 as no parameter', () => {
    expect(pageParam(1)).toBeUndefined();
    expect(pageParam(4)).toBe('4');
  });

  it('says which page of how many', () => {
    expect(pageOfText(englishT, 2, 5)).toBe('Page 2 of 5');
    expect(pageOfText(englishT, 1, 0)).toBe('Page 1 of 1');
  });

  it('sets, replaces and removes parameters and keeps the others', () => {
    const current = new URLSearchParams('query=ada&page=3&other=x');
    expect(withParams(current, { query: 'bob', page: undefined }).toString()).toBe('query=bob&other=x');
    expect(withParams(current, { query: '' }).toString()).toBe('page=3&other=x');
    expect(withParams(current, { action: 'user.ban' }).toString()).toBe(
      'query=ada&page=3&other=x&action=user.ban',
    );
    expect(current.toString()).toBe('query=ada&page=3&other=x');
  });
});
