import { describe, expect, it } from 'vitest';
import { deletedFromParam, visibilityFromParam } from './visibility';

describe('problem list filters', () => {
  it('reads a known visibility, else all', () => {
    expect(visibilityFromParam('draft')).toBe('draft');
    expect(visibilityFromParam('contest')).toBe('contest');
    expect(visibilityFromParam('secret')).toBeUndefined();
    expect(visibilityFromParam(null)).toBeUndefined();
  });

  it('shows deleted problems only for ?deleted=true', () => {
    expect(deletedFromParam('true')).toBe(true);
    expect(deletedFromParam('1')).toBe(false);
    expect(deletedFromParam(null)).toBe(false);
  });
});
