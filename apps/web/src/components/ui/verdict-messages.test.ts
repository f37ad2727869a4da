import { SUBMISSION_STATUSES, type SubmissionStatus } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { verdictLabel, verdictMeaning } from './verdict-messages';

describe('verdict messages', () => {
  const statuses = Object.keys(SUBMISSION_STATUSES) as SubmissionStatus[];

  it('names every status in English as the API does, and says what it means', () => {
    for (const status of statuses) {
      expect(verdictLabel(status, englishT)).toBe(status);
      expect(verdictMeaning(status, englishT)).toBe(SUBMISSION_STATUSES[status].meaning);
    }
  });

  it('shows a status this build does not know as the server sent it', () => {
    expect(verdictLabel('Idleness Limit Exceeded', englishT)).toBe('Idleness Limit Exceeded');
  });
});
