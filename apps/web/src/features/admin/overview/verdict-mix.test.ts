import { describe, expect, it } from 'vitest';
import { asSubmissionStatus, verdictShares } from './verdict-mix';

describe('verdict mix', () => {
  it('gives each status its share of all submissions, keeping the order', () => {
    expect(
      verdictShares([
        { status: 'Accepted', count: 5 },
        { status: 'Wrong Answer', count: 2 },
        { status: 'Time Limit Exceeded', count: 1 },
      ]),
    ).toEqual([
      { status: 'Accepted', count: 5, percent: 62.5, percentText: '62.5%' },
      { status: 'Wrong Answer', count: 2, percent: 25, percentText: '25.0%' },
      { status: 'Time Limit Exceeded', count: 1, percent: 12.5, percentText: '12.5%' },
    ]);
  });

  it('rounds to one decimal and handles one status, none, and zero counts', () => {
    const thirds = verdictShares([
      { status: 'Accepted', count: 2 },
      { status: 'Runtime Error', count: 1 },
    ]);
    expect(thirds.map((share) => share.percentText)).toEqual(['66.7%', '33.3%']);
    expect(verdictShares([{ status: 'Pending', count: 4 }])[0]?.percentText).toBe('100.0%');
    expect(verdictShares([])).toEqual([]);
    expect(verdictShares([{ status: 'Accepted', count: 0 }])[0]).toMatchObject({
      percent: 0,
      percentText: '0.0%',
    });
  });

  it('knows every submission status and nothing else', () => {
    expect(asSubmissionStatus('Accepted')).toBe('Accepted');
    expect(asSubmissionStatus('Judge Error')).toBe('Judge Error');
    expect(asSubmissionStatus('Pending')).toBe('Pending');
    expect(asSubmissionStatus('Skipped')).toBeNull();
    expect(asSubmissionStatus('toString')).toBeNull();
  });
});
