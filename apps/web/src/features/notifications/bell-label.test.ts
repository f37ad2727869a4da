import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en';
import type { Translate } from '@/i18n/use-t';
import { badgeText, bellLabel } from './bell-label';

/** The English catalogue with its {count} filled in: enough for these two messages. */
const t = Object.assign(
  (id: keyof typeof en, values?: Record<string, unknown>) =>
    en[id].replace('{count}', String(values?.count ?? '')),
  { rich: () => null, locale: 'en' },
) as unknown as Translate;

describe('the bell', () => {
  it('names the unread count, and only when there is one', () => {
    expect(bellLabel(t, 3)).toBe('Notifications, 3 unread');
    expect(bellLabel(t, 0)).toBe('Notifications');
    expect(bellLabel(t, undefined)).toBe('Notifications');
  });

  it('shows at most 99+ on its badge', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
