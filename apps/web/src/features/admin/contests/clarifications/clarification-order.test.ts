import type { Clarification } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { isWaiting, orderedClarifications } from './clarification-order';

const clarification = (id: string, fields: Partial<Clarification>): Clarification => ({
  id,
  problemLabel: null,
  question: 'Is n ≥ 1?',
  answer: null,
  askedBy: 'ada',
  public: false,
  createdAt: '2025-03-01T10:00:00Z',
  answeredAt: null,
  ...fields,
});

describe('orderedClarifications', () => {
  it('lists waiting questions first, oldest first, then the rest newest first', () => {
    const list = [
      clarification('answered-early', {
        answer: 'Yes.',
        createdAt: '2025-03-01T10:01:00Z',
        answeredAt: '2025-03-01T10:02:00Z',
      }),
      clarification('waiting-late', { createdAt: '2025-03-01T10:30:00Z' }),
      clarification('announcement', {
        question: null,
        answer: 'Problem B’s limit is now 2 s.',
        askedBy: null,
        public: true,
        createdAt: '2025-03-01T10:20:00Z',
        answeredAt: '2025-03-01T10:20:00Z',
      }),
      clarification('waiting-early', { createdAt: '2025-03-01T10:05:00Z' }),
    ];
    expect(orderedClarifications(list).map((item) => item.id)).toEqual([
      'waiting-early',
      'waiting-late',
      'announcement',
      'answered-early',
    ]);
  });

  it('counts only unanswered questions as waiting (an announcement never waits)', () => {
    expect(isWaiting(clarification('q', {}))).toBe(true);
    expect(isWaiting(clarification('a', { answer: 'No.' }))).toBe(false);
    expect(isWaiting(clarification('n', { question: null, answer: 'Note.' }))).toBe(false);
  });
});
