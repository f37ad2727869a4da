/** The bell's accessible name and its badge's text (the badge stops at 99+ to fit the top bar). */
import type { Translate } from '@/i18n/use-t';

export function bellLabel(t: Translate, unread: number | undefined): string {
  return unread ? t('notifications.bell.unread', { count: unread }) : t('notifications.title');
}

export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
