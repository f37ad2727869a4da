import { describe, expect, it } from 'vitest';
import { statusClasses } from './submission-status';

describe('status colours', () => {
  it('is green for Accepted, neutral for Pending and Judge Error, red for the rest', () => {
    expect(statusClasses('Accepted')).toContain('green');
    expect(statusClasses('Pending')).toContain('slate');
    expect(statusClasses('Judge Error')).toContain('slate');
    expect(statusClasses('Time Limit Exceeded')).toContain('red');
    expect(statusClasses('Compilation Error')).toContain('red');
  });
});
