import { describe, expect, it } from 'vitest';
import { isEditorPath, problemIdFromPath } from './page-context';

describe('problemIdFromPath', () => {
  it('reads the problem of a detail or editor page', () => {
    expect(problemIdFromPath('/problems/add-two')).toBe('add-two');
    expect(problemIdFromPath('/problems/add-two/')).toBe('add-two');
    expect(problemIdFromPath('/problems/solve/two-sum')).toBe('two-sum');
  });

  it('finds none elsewhere or for ids that cannot be problems', () => {
    expect(problemIdFromPath('/problems')).toBeUndefined();
    expect(problemIdFromPath('/dashboard/problems')).toBeUndefined();
    expect(problemIdFromPath('/compiler')).toBeUndefined();
    expect(problemIdFromPath('/problems/Bad%20Id')).toBeUndefined();
    expect(problemIdFromPath('/problems/%E0%A4%A')).toBeUndefined();
  });
});

describe('isEditorPath', () => {
  it('is true in the full-screen editor only', () => {
    expect(isEditorPath('/problems/solve/add-two')).toBe(true);
    expect(isEditorPath('/problems/add-two')).toBe(false);
  });
});
