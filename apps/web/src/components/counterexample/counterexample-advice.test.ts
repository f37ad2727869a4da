import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { adviceWhenNoneFound, SHOWN_INPUT_BYTES, shownInput } from './counterexample-advice';

describe('the failing-test panel', () => {
  it('shows an input of up to 2 KB whole, and the first 2 KB of a longer one', () => {
    expect(shownInput('3\n1 2 3\n')).toEqual({ text: '3\n1 2 3\n', cut: false });
    const long = 'é'.repeat(SHOWN_INPUT_BYTES);
    const shown = shownInput(long);
    expect(shown.cut).toBe(true);
    expect(new TextEncoder().encode(shown.text).length).toBeLessThanOrEqual(SHOWN_INPUT_BYTES);
    expect(shown.text).toBe('é'.repeat(SHOWN_INPUT_BYTES / 2));
  });

  it('suggests what only large inputs reach, by verdict', () => {
    expect(adviceWhenNoneFound('Time Limit Exceeded', englishT)).toMatch(/running time/);
    expect(adviceWhenNoneFound('Wrong Answer', englishT)).toMatch(/overflow/);
    expect(adviceWhenNoneFound('Runtime Error', englishT)).toMatch(/recursion/);
  });
});
