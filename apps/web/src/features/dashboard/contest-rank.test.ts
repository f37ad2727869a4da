import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { contestRankDetail, contestRankValue, NO_RANK } from './contest-rank';

describe('contest rank card', () => {
  const ranked = { contest: { id: 'c1', title: 'Weekly #42' }, rank: 3, participants: 1200 };
  it('shows the rank and where it was earned', () => {
    expect(contestRankValue(ranked)).toBe(3);
    expect(contestRankDetail(ranked, englishT)).toBe('of 1,200 in Weekly #42');
  });
  it('shows — without a contest or an answer', () => {
    const none = { contest: null, rank: null, participants: 0 };
    expect(contestRankValue(none)).toBe(NO_RANK);
    expect(contestRankValue(undefined)).toBe('—');
    expect(contestRankDetail(none, englishT)).toBeUndefined();
    expect(contestRankDetail(undefined, englishT)).toBeUndefined();
  });
});
