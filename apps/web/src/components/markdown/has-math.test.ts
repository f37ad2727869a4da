import { describe, expect, it } from 'vitest';
import { mayHaveMath } from './has-math';

describe('mayHaveMath', () => {
  it('is true for a text with a dollar sign, inline or displayed', () => {
    expect(mayHaveMath('Print $a + b$.')).toBe(true);
    expect(mayHaveMath('$$\n\\sum_i a_i\n$$')).toBe(true);
  });

  it('is false for a text without one', () => {
    expect(mayHaveMath('Print the sum of a and b.')).toBe(false);
    expect(mayHaveMath('')).toBe(false);
  });
});
