/**
 * Contest reminders: every REMINDER_CHECK_MS each server looks for contests starting within
 * REMINDER_LEAD_MS or started within the last REMINDER_LEAD_MS, and notifies their registered users
 * ('contest_soon', 'contest_started'). Every server runs the check; the dedupe key (the contest and its
 * start time, so a moved contest is announced again) stores each reminder once, and only the server whose
 * insert stored it pushes it and sends its e-mail.
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contestRegistrations, contests, notifications } from '../db/schema';
import { addNotifications, type NewNotification } from './notify';

export const REMINDER_LEAD_MS = 15 * 60_000;
const REMINDER_CHECK_MS = 30_000;

type ReminderKind = 'contest_soon' | 'contest_started';
type ContestRow = typeof contests.$inferSelect;

export const reminderKey = (kind: ReminderKind, contest: Pick<ContestRow, 'id' | 'startTime'>) =>
  `${kind}:${contest.id}:${contest.startTime.toISOString()}`;

function reminderText(kind: ReminderKind, contest: ContestRow, now: Date): string {
  if (kind === 'contest_started') return `${contest.title} has started.`;
  const minutes = Math.max(1, Math.ceil((contest.startTime.getTime() - now.getTime()) / 60_000));
  return `${contest.title} starts in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Registered users not yet reminded of this (a contest's registrations are read once per check). */
async function usersToRemind(db: Database, contest: ContestRow, key: string): Promise<string[]> {
  const rows = await db
    .select({ userId: contestRegistrations.userId })
    .from(contestRegistrations)
    .leftJoin(
      notifications,
      and(eq(notifications.userId, contestRegistrations.userId), eq(notifications.dedupeKey, key)),
    )
    .where(
      and(
        eq(contestRegistrations.contestId, contest.id),
        // Who registered once it ran was not waiting for it to start.
        lte(contestRegistrations.registeredAt, contest.startTime),
        isNull(notifications.id),
      ),
    );
  return rows.map((row) => row.userId);
}

/** One check; returns the users who got a reminder (already pushed through `pushed`). */
export async function remindContests(deps: {
  db: Database;
  now: () => Date;
  pushed: (userIds: string[]) => void;
}): Promise<string[]> {
  const now = deps.now();
  const lead = new Date(now.getTime() + REMINDER_LEAD_MS);
  const since = new Date(now.getTime() - REMINDER_LEAD_MS);
  const window = await deps.db
    .select()
    .from(contests)
    .where(and(gt(contests.startTime, since), lte(contests.startTime, lead), gt(contests.endTime, now)));
  const items: NewNotification[] = [];
  for (const contest of window) {
    const kind: ReminderKind = contest.startTime <= now ? 'contest_started' : 'contest_soon';
    const key = reminderKey(kind, contest);
    for (const userId of await usersToRemind(deps.db, contest, key))
      items.push({
        userId,
        kind,
        text: reminderText(kind, contest, now),
        link: `/contests/${contest.id}`,
        dedupeKey: key,
      });
  }
  if (items.length === 0) return [];
  const notified = await deps.db.transaction((tx) => addNotifications(tx, items));
  deps.pushed(notified);
  return notified;
}

/** Runs the check on a timer (unref'd: it never keeps the process up) until closed. */
export class ContestReminders {
  private readonly timer: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: Parameters<typeof remindContests>[0] & {
      log: (error: unknown, what: string) => void;
    },
  ) {
    this.timer = setInterval(() => void this.run(), REMINDER_CHECK_MS);
    this.timer.unref();
  }

  /** One check after the one running (if any); failures are logged. */
  run(): Promise<string[]> {
    const next = this.running.then(() =>
      remindContests(this.deps).catch((error: unknown) => {
        this.deps.log(error, 'contest reminders');
        return [];
      }),
    );
    this.running = next;
    return next;
  }

  close(): void {
    clearInterval(this.timer);
  }
}
