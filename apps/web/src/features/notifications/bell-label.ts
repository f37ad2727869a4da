/** The bell's accessible name and its badge's text (the badge stops at 99+ to fit the top bar). */
export function bellLabel(unread: number | undefined): string {
  return unread ? `Notifications, ${unread} unread` : 'Notifications';
}

export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
