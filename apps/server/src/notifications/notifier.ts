/**
 * The app's notifier (app.ctx.notifier): after a transaction that stored notifications commits,
 * `pushed(userIds)` tells those users' open streams on this server the new unread count, tells the other
 * servers (the cluster bus, topic 'notifications') so they tell theirs, and sends the e-mails they opted
 * into. Streams carry only the count: what a notification says is read from the database.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import type { ClusterBus } from '../lib/cluster-bus';
import { sendPendingMail, type MailDeps } from './notification-mail';

/** Users per bus message: an announcement to a big contest is told in a few messages of bounded size. */
const USERS_PER_MESSAGE = 1000;

type Listener = (unread: number) => void;

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

function usersOf(body: unknown): string[] {
  const users = (body as { users?: unknown } | null)?.users;
  return Array.isArray(users) ? users.filter((user): user is string => typeof user === 'string') : [];
}

export class Notifier {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly deps: MailDeps & { bus: ClusterBus }) {
    deps.bus.subscribe('notifications', (body) => this.tellHere(usersOf(body)));
  }

  /** Call after the commit that stored notifications for `userIds` (addNotifications' answer). */
  pushed(userIds: string[]): void {
    this.changed(userIds);
    void sendPendingMail(this.deps, userIds).catch((error: unknown) =>
      this.deps.log(error, 'notification e-mails'),
    );
  }

  /** The unread counts of `userIds` changed (marked read): every server tells their streams. */
  changed(userIds: string[]): void {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return;
    this.tellHere(unique);
    for (let start = 0; start < unique.length; start += USERS_PER_MESSAGE)
      this.deps.bus.publish('notifications', { users: unique.slice(start, start + USERS_PER_MESSAGE) });
  }

  /** Hears `userId`'s unread count whenever it changes; returns the way to stop. */
  listen(userId: string, listener: Listener): () => void {
    const set = this.listeners.get(userId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /** Only users with a stream open here cost a query. */
  private tellHere(userIds: string[]): void {
    for (const userId of userIds) {
      const set = this.listeners.get(userId);
      if (!set) continue;
      unreadCount(this.deps.db, userId).then(
        (unread) => {
          for (const listener of [...set]) listener(unread);
        },
        (error: unknown) => this.deps.log(error, 'notification count'),
      );
    }
  }
}
