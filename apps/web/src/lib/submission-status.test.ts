import { describe, expect, it } from 'vitest';
import { statusTone } from './submission-status';

describe('status tone', () => {
  it('is green for Accepted, neutral for Pending and Judge Error, and red otherwise', () => {
    expect(statusTone('Accepted')).toBe('success');
    expect(statusTone('Pending')).toBe('neutral');
    expect(statusTone('Judge Error')).toBe('neutral');
    for (const status of [
      'Wrong Answer',
      'Runtime Error',
      'Compilation Error',
      'Time Limit Exceeded',
      'Memory Limit Exceeded',
    ] as const)
      expect(statusTone(status)).toBe('error');
  });
});
