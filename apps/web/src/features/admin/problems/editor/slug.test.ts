import { PROBLEM_ID_PATTERN } from '@codeconquer/contracts/problem-id';
import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './slug';

describe('slugFromTitle', () => {
  it('makes a problem id of a title', () => {
    expect(slugFromTitle('Two Sum')).toBe('two-sum');
    expect(slugFromTitle('  A + B (easy!) ')).toBe('a-b-easy');
    expect(slugFromTitle('Café Queries')).toBe('cafe-queries');
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('stays a valid id when cut at 60 characters', () => {
    const slug = slugFromTitle(`${'a'.repeat(59)} b`);
    expect(slug).toBe('a'.repeat(59));
    expect(PROBLEM_ID_PATTERN.test(slug)).toBe(true);
  });
});
