import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATUSES, statusTone, submissionStatusSchema, verdictSchema } from '../src/verdicts';

describe('the verdict vocabulary', () => {
  it('gives every status a tone and a meaning', () => {
    for (const status of [...verdictSchema.options, 'Pending', 'Judge Error'] as const) {
      expect(submissionStatusSchema.parse(status)).toBe(status);
      expect(SUBMISSION_STATUSES[status].meaning).not.toBe('');
    }
  });

  it('is green for Accepted, neutral for Pending and Judge Error, and red for every other verdict', () => {
    expect(statusTone('Accepted')).toBe('success');
    expect(statusTone('Pending')).toBe('neutral');
    expect(statusTone('Judge Error')).toBe('neutral');
    for (const verdict of verdictSchema.options.filter((name) => name !== 'Accepted'))
      expect(statusTone(verdict)).toBe('error');
  });
});
