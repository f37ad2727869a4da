/**
 * The one entry point for whoever notifies users (docs/product.md#notifications): `addNotifications` stores
 * notifications in the caller's transaction, and the app's notifier (`app.ctx.notifier.pushed`, called
 * once that transaction has committed) tells the users' open streams on every server and sends the
 * e-mails they opted into. Stored first, pushed after: a notification survives a restart and a lost push.
 */
import { inArray, sql } from 'drizzle-orm';
import { EMAIL_OF_KIND, NOTIFICATIONS_KEPT, type NotificationKind } from '@codeconquer/contracts';
import type { Queryable } from '../db/client';
import { notificationSettings, notifications } from '../db/schema';

export type { NotificationKind } from '@codeconquer/contracts';

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  /** Plain text (shown as text, never as HTML); cut to NOTIFICATION_TEXT_MAX characters. */
  text: string;
  /** An app path such as `/contests/<id>`: never an address elsewhere. */
  link: string;
  /** Stores this notification once per user whoever adds it again (several servers' reminders). */
  dedupeKey?: string;
};

export const NOTIFICATION_TEXT_MAX = 300;
/** Rows per INSERT: an announcement to a big contest's contestants is written in a few statements. */
const BATCH = 500;

/** Only the app's own paths: `/x`, never `//host` (a protocol-relative address) or `/\host`. */
export function isAppPath(link: string): boolean {
  return /^\/(?![/\\])/.test(link) && !/[\s\\]/.test(link);
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= NOTIFICATION_TEXT_MAX ? flat : `${flat.slice(0, NOTIFICATION_TEXT_MAX - 1)}…`;
}

/**
 * Stores `items` in `tx`, skipping users who turned that kind off and anything already stored under the
 * same user and dedupe key. Returns the users who got at least one (pass them to `notifier.pushed`).
 */
export async function addNotifications(tx: Queryable, items: NewNotification[]): Promise<string[]> {
  if (items.length === 0) return [];
  for (const item of items)
    if (!isAppPath(item.link)) throw new Error(`a notification's link must be an app path: ${item.link}`);
  const userIds = [...new Set(items.map((item) => item.userId))];
  const choices = new Map<string, { kindsOff: string[]; emails: string[] }>();
  for (let start = 0; start < userIds.length; start += BATCH) {
    const rows = await tx
      .select()
      .from(notificationSettings)
      .where(inArray(notificationSettings.userId, userIds.slice(start, start + BATCH)));
    for (const row of rows) choices.set(row.userId, row);
  }
  const rows = items
    .filter((item) => !choices.get(item.userId)?.kindsOff.includes(item.kind))
    .map((item) => {
      const email = EMAIL_OF_KIND[item.kind];
      return {
        userId: item.userId,
        kind: item.kind,
        text: clip(item.text),
        link: item.link,
        dedupeKey: item.dedupeKey ?? null,
        emailPending: email !== undefined && (choices.get(item.userId)?.emails.includes(email) ?? false),
      };
    });
  const notified = new Set<string>();
  for (let start = 0; start < rows.length; start += BATCH) {
    // A duplicate by (user, dedupe key), also one another server is inserting now, is skipped.
    const inserted = await tx
      .insert(notifications)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoNothing()
      .returning({ userId: notifications.userId });
    for (const row of inserted) notified.add(row.userId);
  }
  await dropOldest([...notified], tx);
  return [...notified];
}

/** Keeps each of `userIds` to their newest NOTIFICATIONS_KEPT notifications. */
async function dropOldest(userIds: string[], tx: Queryable): Promise<void> {
  for (let start = 0; start < userIds.length; start += BATCH) {
    const batch = userIds.slice(start, start + BATCH);
    await tx.execute(sql`
      delete from ${notifications} where ${notifications.id} in (
        select id from (
          select ${notifications.id} as id, row_number() over (
            partition by ${notifications.userId}
            order by ${notifications.createdAt} desc, ${notifications.id} desc
          ) as place
          from ${notifications}
          where ${inArray(notifications.userId, batch)}
        ) as ranked
        where place > ${NOTIFICATIONS_KEPT}
      )`);
  }
}
