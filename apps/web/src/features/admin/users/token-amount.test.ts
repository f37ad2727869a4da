import { TOKENS_DELTA_MAX } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { parseTokenAmount } from './token-amount';

describe('token amount', () => {
  it('accepts a whole number from 1 to the most one change may move', () => {
    expect(parseTokenAmount(englishT, '50')).toEqual({ amount: 50 });
    expect(parseTokenAmount(englishT, ' 7 ')).toEqual({ amount: 7 });
    expect(parseTokenAmount(englishT, String(TOKENS_DELTA_MAX))).toEqual({ amount: TOKENS_DELTA_MAX });
  });

  it('refuses what is not a whole number', () => {
    for (const text of ['', 'abc', '2.5', '-5', '1e3'])
      expect(parseTokenAmount(englishT, text)).toEqual({ error: 'Enter a whole number of tokens.' });
  });

  it('refuses zero and more than one change may move', () => {
    expect(parseTokenAmount(englishT, '0')).toEqual({ error: 'Enter at least 1 token.' });
    expect(parseTokenAmount(englishT, String(TOKENS_DELTA_MAX + 1))).toEqual({
      error: `Grant or take at most ${TOKENS_DELTA_MAX} tokens at once.`,
    });
  });
});
