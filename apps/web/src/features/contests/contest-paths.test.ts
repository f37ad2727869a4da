import { describe, expect, it } from 'vitest';
import { contestPath, contestSolvePath } from './contest-paths';

describe('contest paths', () => {
  it('opens the solve editor in the contest', () => {
    const id = '0b6f4a4e-8f0e-4f55-9c53-3b0a4f1f2b10';
    expect(contestSolvePath(id, 'two-sum')).toBe(`/problems/solve/two-sum?contest=${id}`);
    expect(contestPath(id)).toBe(`/contests/${id}`);
  });
});
