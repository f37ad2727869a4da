/** What the constraints allow, and whether an estimated complexity is too slow for them. */
import { describe, expect, it } from 'vitest';
import { complexityBudget, isTooSlow, sizeBounds } from '../src';

describe('size bounds', () => {
  it('reads sizes and leaves out values of elements', () => {
    expect(sizeBounds('- 1 ≤ n ≤ 2·10^5\n- −10^9 ≤ a_i ≤ 10^9')).toEqual([200_000]);
    expect(sizeBounds('- 1 ≤ n ≤ 500\n- 1 ≤ W ≤ 10^4\n- 1 ≤ w_i ≤ 10^9')).toEqual([10_000, 500]);
    expect(sizeBounds('- 1 ≤ n ≤ 1.5·10^5')).toEqual([150_000]);
    expect(sizeBounds(null)).toEqual([]);
  });

  it('reads the LaTeX of the bank statements', () => {
    expect(sizeBounds('- $1 \\le n \\le 2 \\cdot 10^5$\n- $-10^{9} \\le a_i \\le 10^{9}$')).toEqual([
      200_000,
    ]);
    expect(sizeBounds('- $1 \\le n \\le 500$\n- $1 \\le W \\le 10^{4}$')).toEqual([10_000, 500]);
    expect(sizeBounds('- $1 \\le n \\le 1.5 \\times 10^5$')).toEqual([150_000]);
  });
});

describe('too slow for the constraints', () => {
  const large = '- 1 ≤ n ≤ 2·10^5';
  it('follows the budget ladder for one size', () => {
    expect(isTooSlow('O(n^2)', large)).toBe(true);
    expect(isTooSlow('O(n log n)', large)).toBe(false);
    expect(isTooSlow('O(n log^2 n)', large)).toBe(false);
    expect(isTooSlow('O(n^2)', '- 1 ≤ n ≤ 5000')).toBe(false);
    expect(isTooSlow('O(n^2 log n)', '- 1 ≤ n ≤ 5000')).toBe(true);
    expect(isTooSlow('O(n^3)', '- 1 ≤ n ≤ 500')).toBe(false);
    expect(isTooSlow('O(2^n)', '- 1 ≤ n ≤ 500')).toBe(true);
    expect(isTooSlow('O(2^n)', '- 1 ≤ n ≤ 20')).toBe(false);
  });

  it('reads nested loops over several sizes as running over different ones', () => {
    const knapsack = '- 1 ≤ n ≤ 500\n- 1 ≤ W ≤ 10^4';
    expect(isTooSlow('O(n^2)', knapsack)).toBe(false); // n · W
    expect(isTooSlow('O(n^3)', knapsack)).toBe(true);
    expect(isTooSlow('O(n^2)', '- 1 ≤ n ≤ 10^5\n- 1 ≤ q ≤ 10^5')).toBe(true); // n · q
  });

  it('judges nothing without sizes or without a complexity it wrote', () => {
    expect(isTooSlow('O(n^2)', null)).toBe(false);
    expect(isTooSlow('quadratic', large)).toBe(false);
  });
});

describe('the budget sentence', () => {
  it('names what fits for the largest size', () => {
    expect(complexityBudget('- 1 ≤ n ≤ 2·10^5')).toBe(
      'With sizes up to about 2·10^5, aim for O(n log n) or O(n): O(n^2) is too slow.',
    );
    expect(complexityBudget('- 1 ≤ n ≤ 2·10^5\n- |a_i| ≤ 10^9')).toMatch(
      /about 2·10\^5, aim for O\(n log n\)/,
    );
    expect(complexityBudget('- 1 ≤ n ≤ 5000')).toMatch(/O\(n\^2\) fits/);
    expect(complexityBudget('- 1 ≤ n ≤ 20')).toMatch(/every subset/);
    expect(complexityBudget('- 1 ≤ n ≤ 300')).toMatch(/O\(n\^3\) fits/);
    expect(complexityBudget(null)).toBeNull();
    expect(complexityBudget('no numbers here')).toBeNull();
  });

  it('says when two different sizes still allow two nested loops', () => {
    expect(complexityBudget('- 1 ≤ n ≤ 500\n- 1 ≤ W ≤ 10^4')).toMatch(
      /Two nested loops over two different sizes \(about 1·10\^4 × 500\) still fit\./,
    );
  });
});
