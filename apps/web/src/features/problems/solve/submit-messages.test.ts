import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { failedMessage, progressMessage, verdictMessage } from './submit-messages';

describe('submit messages', () => {
  it('announces an accepted submission', () => {
    expect(verdictMessage({ status: 'Accepted', passedTests: 20, totalTests: 20 }, englishT)).toBe(
      'Accepted - Solution submitted successfully!',
    );
  });
  it('says how many tests passed otherwise', () => {
    expect(verdictMessage({ status: 'Wrong Answer', passedTests: 3, totalTests: 20 }, englishT)).toBe(
      'Wrong Answer - 3/20 tests passed. Please fix your code before submitting.',
    );
  });
  it('names the first failed test when there is one', () => {
    expect(
      verdictMessage(
        {
          status: 'Wrong Answer',
          passedTests: 2,
          totalTests: 20,
          failedTest: { number: 3, verdict: 'Wrong Answer', sample: null },
        },
        englishT,
      ),
    ).toBe('Wrong Answer on test 3 - 2/20 tests passed. Please fix your code before submitting.');
  });
  it('does not tell the user to fix their code after a Judge Error', () => {
    const message = verdictMessage({ status: 'Judge Error', passedTests: 0, totalTests: 20 }, englishT);
    expect(message).toMatch(/not in your code/);
    expect(message).not.toMatch(/fix your code/);
  });
  it('reports a failed request with its message', () => {
    expect(failedMessage('Problem not found', englishT)).toBe('Submission failed - Problem not found');
  });
  it('counts the test being judged', () => {
    expect(progressMessage(0, 12, englishT)).toBe('Judging test 1/12');
    expect(progressMessage(5, 12, englishT)).toBe('Judging test 6/12');
    expect(progressMessage(12, 12, englishT)).toBe('Judging test 12/12');
    expect(progressMessage(0, 0, englishT)).toBe('Judging...');
  });
});
