/** What the notification routes do: list a user's notifications, mark them read, keep their choices. */
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATIONS_LIST_LIMIT,
  type ListNotificationsResponse,
  type NotificationEmail,
  type NotificationSettings,
} from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { notificationSettings, notifications, users } from '../db/schema';
import { unreadCount } from './notifier';

/** Notifications older than the user's own `before` (an unknown id: none older). */
async function olderThan(db: Database, userId: string, before: string | undefined): Promise<SQL | undefined> {
  if (!before) return undefined;
  const [anchor] = await db
    .select({ createdAt: notifications.createdAt, id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, before)));
  if (!anchor) return sql`false`;
  return or(
    lt(notifications.createdAt, anchor.createdAt),
    and(eq(notifications.createdAt, anchor.createdAt), lt(notifications.id, anchor.id)),
  );
}

export async function listNotifications(
  db: Database,
  userId: string,
  { onlyUnread, before }: { onlyUnread: boolean; before?: string },
): Promise<ListNotificationsResponse> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        onlyUnread ? isNull(notifications.readAt) : undefined,
        await olderThan(db, userId, before),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIST_LIMIT + 1);
  const more = rows.length > NOTIFICATIONS_LIST_LIMIT;
  return {
    more,
    notifications: rows.slice(0, NOTIFICATIONS_LIST_LIMIT).map((row) => ({
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
