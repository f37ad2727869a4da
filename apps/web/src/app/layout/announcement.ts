/**
 * Whether the site's announcement shows in the banner: while an admin has set one, unless this tab's
 * visitor closed that very text (a new announcement shows again).
 */
export function showsAnnouncement(announcement: string, dismissed: string | null): boolean {
  return announcement.trim() !== '' && announcement !== dismissed;
}
