import { describe, expect, it } from 'vitest';
import { movedOrder } from './test-order';

describe('movedOrder', () => {
  it('swaps a test with its neighbour', () => {
    expect(movedOrder([1, 2, 3, 4], 2, -1)).toEqual([1, 3, 2, 4]);
    expect(movedOrder([1, 2, 3, 4], 0, 1)).toEqual([2, 1, 3, 4]);
  });

  it('lists every ordinal once, whatever they were', () => {
    const order = movedOrder([5, 9, 7], 1, 1);
    expect(order).toEqual([5, 7, 9]);
    expect([...(order ?? [])].sort()).toEqual([5, 7, 9]);
  });

  it('cannot move past either end', () => {
    expect(movedOrder([1, 2, 3], 0, -1)).toBeNull();
    expect(movedOrder([1, 2, 3], 2, 1)).toBeNull();
    expect(movedOrder([1], 0, 1)).toBeNull();
    expect(movedOrder([1, 2], 5, -1)).toBeNull();
  });
});
