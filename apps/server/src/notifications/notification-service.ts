/** What the notification routes do: list a user's notifications, mark them read, keep their choices. */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATIONS_LIST_LIMIT,
  type ListNotificationsResponse,
  type NotificationEmail,
  type NotificationSettings,
} from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { notificationSettings, notifications, users } from '../db/schema';
import { unreadCount } from './notifier';

export async function listNotifications(
  db: Database,
  userId: string,
  onlyUnread: boolean,
): Promise<ListNotificationsResponse> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), onlyUnread ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIST_LIMIT);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      text: row.text,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    unread: await unreadCount(db, userId),
  };
}

/** Marks `ids` (only the user's own; others' are left alone) or, without ids, all of them read. */
export async function markRead(
  db: Database,
  userId: string,
  ids: string[] | undefined,
  now: Date,
): Promise<{ unread: number; changed: boolean }> {
  const changed = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return { unread: await unreadCount(db, userId), changed: changed.length > 0 };
}

export async function getSettings(db: Database, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return { off: row?.kindsOff ?? [], email: row?.emails ?? [] };
}

export async function saveSettings(
  db: Database,
  userId: string,
  settings: NotificationSettings,
  now: Date,
): Promise<NotificationSettings> {
  const values = {
    kindsOff: [...new Set(settings.off)],
    emails: [...new Set(settings.email)],
    updatedAt: now,
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return { off: values.kindsOff, email: values.emails };
}

/** An unsubscribe link's work: that e-mail off (the rest of the user's choices kept); false: no such user. */
export async function turnEmailOff(
  db: Database,
  userId: string,
  email: NotificationEmail,
  now: Date,
): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  await db
    .insert(notificationSettings)
    .values({ userId, updatedAt: now })
    .onConflictDoNothing({ target: notificationSettings.userId });
  await db
    .update(notificationSettings)
    .set({ emails: sql`array_remove(${notificationSettings.emails}, ${email})`, updatedAt: now })
    .where(eq(notificationSettings.userId, userId));
  return true;
}
