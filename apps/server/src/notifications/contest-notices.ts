/**
 * What admins' contest messages notify, inside the admin's transaction: an answer tells the one who
 * asked ('clarification'), an announcement tells everyone registered for the contest ('announcement').
 * Both link to the contest's Clarifications tab.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { contestClarifications, contestRegistrations, contests } from '../db/schema';
import { addNotifications } from './notify';

const clarificationsOf = (contestId: string) => `/contests/${contestId}?tab=clarifications`;
/** How much of an announcement the notification quotes (the tab shows it whole). */
const QUOTE_MAX = 120;

async function contestTitle(tx: Queryable, contestId: string): Promise<string> {
  const [row] = await tx.select({ title: contests.title }).from(contests).where(eq(contests.id, contestId));
  return row?.title ?? 'a contest';
}

export async function noticeAnswer(
  tx: Queryable,
  ids: { contestId: string; clarificationId: string },
  adminId: string,
): Promise<string[]> {
  const [row] = await tx
    .select({ askerId: contestClarifications.userId })
    .from(contestClarifications)
    .where(eq(contestClarifications.id, ids.clarificationId));
  if (!row?.askerId || row.askerId === adminId) return [];
  return addNotifications(tx, [
    {
      userId: row.askerId,
      kind: 'clarification',
      text: `Your question in ${await contestTitle(tx, ids.contestId)} was answered.`,
      link: clarificationsOf(ids.contestId),
    },
  ]);
}

export async function noticeAnnouncement(
  tx: Queryable,
  contestId: string,
  adminId: string,
  text: string,
): Promise<string[]> {
  const registered = await tx
    .select({ userId: contestRegistrations.userId })
    .from(contestRegistrations)
    .where(and(eq(contestRegistrations.contestId, contestId), ne(contestRegistrations.userId, adminId)));
  const title = await contestTitle(tx, contestId);
  const flat = text.replace(/\s+/g, ' ').trim();
  const quote = flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX - 1)}…` : flat;
  return addNotifications(
    tx,
    registered.map(({ userId }) => ({
      userId,
      kind: 'announcement' as const,
      text: `Announcement in ${title}: ${quote}`,
      link: clarificationsOf(contestId),
    })),
  );
}
