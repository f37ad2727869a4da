import type { Clarification } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { clarificationTopic, newestFirst } from './clarifications';

function item(id: string, createdAt: string, answeredAt: string | null = null): Clarification {
  return {
    id,
    problemLabel: null,
    question: 'Is n ≥ 1?',
    answer: answeredAt ? 'Yes.' : null,
    askedBy: null,
    public: false,
    createdAt: `2026-11-25T${createdAt}:00.000Z`,
    answeredAt: answeredAt ? `2026-11-25T${answeredAt}:00.000Z` : null,
  };
}

describe('clarifications', () => {
  it('puts the newest question or answer first', () => {
    const list = [item('old', '10:00'), item('answered-now', '09:00', '11:30'), item('new', '11:00')];
    expect(newestFirst(list).map((entry) => entry.id)).toEqual(['answered-now', 'new', 'old']);
    expect(list.map((entry) => entry.id)).toEqual(['old', 'answered-now', 'new']);
  });
  it('names the topic', () => {
    expect(clarificationTopic(null, englishT)).toBe('General');
    expect(clarificationTopic('B', englishT)).toBe('Problem B');
  });
});
