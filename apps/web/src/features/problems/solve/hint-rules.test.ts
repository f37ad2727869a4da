import { englishT } from '@/i18n/english-translate';
import { HINT_COSTS } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { hintLock, hintSpecs } from './hint-rules';

const [hint1, hint2] = hintSpecs(HINT_COSTS, englishT);
if (!hint1 || !hint2) throw new Error('two hints expected');

describe('hints', () => {
  it('cost 50 tokens for the setter hint and 80 for the AI hint by default', () => {
    expect(hintSpecs(HINT_COSTS, englishT).map((hint) => [hint.title, hint.source, hint.cost])).toEqual([
      ['Hint 1', "Setter's hint", 50],
      ['Hint 2', 'AI hint', 80],
    ]);
  });

  it('cost what the site settings say', () => {
    expect(hintSpecs({ 1: 0, 2: 120 }, englishT).map((hint) => hint.cost)).toEqual([0, 120]);
  });

  it('can be revealed with enough tokens', () => {
    expect(hintLock(hint1, { tokens: 50, hasStaticHint: true }, englishT)).toBeNull();
    expect(hintLock(hint2, { tokens: 80, hasStaticHint: false }, englishT)).toBeNull();
  });

  it('are locked while the balance is below the cost', () => {
    expect(hintLock(hint1, { tokens: 49, hasStaticHint: true }, englishT)).toBe(
      'You need 50 tokens for this hint; you have 49.',
    );
    expect(hintLock(hint2, { tokens: 79, hasStaticHint: true }, englishT)).toBe(
      'You need 80 tokens for this hint; you have 79.',
    );
    const [, dearer] = hintSpecs({ 1: 50, 2: 300 }, englishT);
    if (!dearer) throw new Error('hint 2 expected');
    expect(hintLock(dearer, { tokens: 200, hasStaticHint: true }, englishT)).toBe(
      'You need 300 tokens for this hint; you have 200.',
    );
  });

  it('lock hint 1 when the problem has no setter hint', () => {
    expect(hintLock(hint1, { tokens: 500, hasStaticHint: false }, englishT)).toBe(
      'This problem has no setter hint.',
    );
  });
});
