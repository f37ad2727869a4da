import { describe, expect, it } from 'vitest';
import { outputMarksNote } from './output-marks';

describe('output marks note', () => {
  it('explains the NUL and not-UTF-8 marks, and says nothing of plain output', () => {
    expect(outputMarksNote('3\n')).toBeNull();
    expect(outputMarksNote('3\n\u2400')).toBe('␀ marks a NUL byte (\\0) the program wrote.');
    expect(outputMarksNote('\ufffd')).toBe('� marks bytes the program wrote that are not UTF-8.');
    expect(outputMarksNote('\u2400\ufffd')).toMatch(/NUL byte.*not UTF-8/);
  });
});
