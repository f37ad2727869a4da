import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { rejudgeProgress } from './rejudge-progress';

describe('rejudgeProgress', () => {
  it('counts the submissions judged again so far', () => {
    expect(rejudgeProgress(englishT, { total: 10, pending: 7 })).toEqual({
      running: true,
      done: 3,
      total: 10,
      percent: 30,
      text: 'Rejudging: 3/10',
    });
    expect(rejudgeProgress(englishT, { total: 3, pending: 1 })).toMatchObject({
      percent: 66,
      text: 'Rejudging: 2/3',
    });
  });

  it('is finished once none waits, or when there was nothing to judge', () => {
    expect(rejudgeProgress(englishT, { total: 10, pending: 0 })).toEqual({
      running: false,
      total: 10,
      text: 'Rejudge finished: 10 submissions judged again.',
    });
    expect(rejudgeProgress(englishT, { total: 1, pending: 0 }).text).toBe(
      'Rejudge finished: 1 submission judged again.',
    );
    expect(rejudgeProgress(englishT, { total: 0, pending: 0 }).running).toBe(false);
  });

  it('never shows more waiting than there are', () => {
    expect(rejudgeProgress(englishT, { total: 2, pending: 5 })).toMatchObject({
      done: 0,
      text: 'Rejudging: 0/2',
    });
  });
});
