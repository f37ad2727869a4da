import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { auditChangeText } from './audit-change';

describe('audit change text', () => {
  it('shows a role change as the two roles', () => {
    expect(
      auditChangeText(englishT, { action: 'user.role', before: { role: 'user' }, after: { role: 'admin' } }),
    ).toBe('user → admin');
  });

  it('shows a ban and an unban as the account state before and after', () => {
    const at = '2025-05-01T10:00:00.000Z';
    expect(
      auditChangeText(englishT, { action: 'user.ban', before: { bannedAt: null }, after: { bannedAt: at } }),
    ).toBe('Active → Banned');
    expect(
      auditChangeText(englishT, {
        action: 'user.unban',
        before: { bannedAt: at },
        after: { bannedAt: null },
      }),
    ).toBe('Banned → Active');
  });

  it('shows tokens as the balances with the signed change', () => {
    expect(
      auditChangeText(englishT, {
        action: 'user.tokens',
        before: { tokens: 200 },
        after: { tokens: 250, delta: 50 },
      }),
    ).toBe('200 → 250 (+50)');
    expect(
      auditChangeText(englishT, {
        action: 'user.tokens',
        before: { tokens: 250 },
        after: { tokens: 230, delta: -20 },
      }),
    ).toBe('250 → 230 (-20)');
  });

  it('works the token change out from the balances when the entry has no delta', () => {
    expect(
      auditChangeText(englishT, { action: 'user.tokens', before: { tokens: 10 }, after: { tokens: 4 } }),
    ).toBe('10 → 4 (-6)');
  });

  it('shows each changed setting with its old and new value', () => {
    expect(
      auditChangeText(englishT, {
        action: 'settings.update',
        before: { aiReviewsPerProblem: 3, announcement: '' },
        after: { aiReviewsPerProblem: 1, announcement: 'Maintenance' },
      }),
    ).toBe('aiReviewsPerProblem: 3 → 1; announcement: "" → "Maintenance"');
  });

  it('shows an AI limits reset as the reviews used before and after', () => {
    expect(
      auditChangeText(englishT, {
        action: 'user.ai-limits',
        before: { reviewsUsed: 4 },
        after: { reviewsUsed: 0 },
      }),
    ).toBe('4 reviews used → 0');
  });

  it('shows a shape it does not know as compact JSON rather than hiding it', () => {
    expect(auditChangeText(englishT, { action: 'user.role', before: null, after: { role: 7 } })).toBe(
      '— → {"role":7}',
    );
    expect(auditChangeText(englishT, { action: 'user.ban', before: 'x', after: undefined })).toBe('"x" → —');
  });
});
