import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel } from './bell-label';

describe('the bell', () => {
  it('names the unread count, and only when there is one', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(undefined)).toBe('Notifications');
  });

  it('shows at most 99+ on its badge', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
