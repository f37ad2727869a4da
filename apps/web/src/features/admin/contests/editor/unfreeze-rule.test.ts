import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { unfreezeBlockedReason } from './unfreeze-rule';

describe('Unfreeze in the panel', () => {
  const contest = { endTime: '2030-01-01T12:00:00.000Z' };

  it('is disabled, saying why, while the contest has not ended', () => {
    expect(unfreezeBlockedReason(englishT, contest, new Date('2030-01-01T11:59:59.000Z'))).toBe(
      'Results can be published once the contest has ended.',
    );
  });

  it('is offered from the end on', () => {
    expect(unfreezeBlockedReason(englishT, contest, new Date('2030-01-01T12:00:00.000Z'))).toBeNull();
  });
});
