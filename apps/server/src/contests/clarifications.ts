/**
 * Clarifications (docs/contests.md#clarifications): contestants ask about a problem or the contest in
 * general; admins answer privately (the asker alone sees it) or to everyone, and post announcements (a
 * public answer with no question). Viewers of the contest hear 'clarifications' and read them again.
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Clarification, ContestStatus, Role } from '@codeconquer/contracts';
import type { Database, Queryable } from '../db/client';
import { contestClarifications, contestRegistrations, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { contestStatus } from './contest-clock';
import { contestantIdOf } from './contestants';
import {
  contestProblemRows,
  findContest,
  isRegistered,
  virtualRunStart,
  type ContestRow,
} from './contest-queries';

type ClarificationRow = typeof contestClarifications.$inferSelect;

function toView(
  row: ClarificationRow,
  labels: Map<string, string>,
  askedBy: string | null,
  showAsker: boolean,
): Clarification {
  return {
    id: row.id,
    problemLabel: row.problemId ? (labels.get(row.problemId) ?? null) : null,
    question: row.question,
    answer: row.answer,
    askedBy: showAsker ? askedBy : null,
    public: row.public,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

async function problemLabels(db: Queryable, contestId: string): Promise<Map<string, string>> {
  return new Map(
    (await contestProblemRows(db, contestId)).map((problem) => [problem.problemId, problem.label]),
  );
}

/**
 * Whose questions a user reads as their own: theirs, and in a team contest their team's (the members
 * registered with it).
 */
async function ownAskers(db: Database, contest: ContestRow, userId: string): Promise<string[]> {
  const teamId = contest.participation === 'team' ? await contestantIdOf(db, contest, userId) : null;
  if (!teamId) return [userId];
  const rows = await db
    .select({ userId: contestRegistrations.userId })
    .from(contestRegistrations)
    .where(and(eq(contestRegistrations.contestId, contest.id), eq(contestRegistrations.teamId, teamId)));
  return [...new Set([userId, ...rows.map((row) => row.userId)])];
}

/**
 * What a viewer reads: public answers and announcements, and their own (their team's) questions,
 * answered or not; admins read everything with who asked. Oldest first, as a conversation.
 */
export async function listClarifications(
  db: Database,
  contestId: string,
  viewer: { id: string; role: Role } | null,
): Promise<Clarification[]> {
  const contest = await findContest(db, contestId);
  const isAdmin = viewer?.role === 'admin';
  const askers = viewer && !isAdmin ? await ownAskers(db, contest, viewer.id) : [];
  const visible = isAdmin
    ? undefined
    : viewer
      ? or(eq(contestClarifications.public, true), inArray(contestClarifications.userId, askers))
      : eq(contestClarifications.public, true);
  const rows = await db
    .select({ row: contestClarifications, username: users.username })
    .from(contestClarifications)
    .leftJoin(users, eq(users.id, contestClarifications.userId))
    .where(and(eq(contestClarifications.contestId, contestId), visible))
    .orderBy(asc(contestClarifications.createdAt), asc(contestClarifications.id));
  const labels = await problemLabels(db, contestId);
  return rows.map(({ row, username }) =>
    toView(row, labels, username, isAdmin || (row.userId !== null && askers.includes(row.userId))),
  );
}

/** Who may ask: the contest's contestants while it runs, and virtual contestants during their run. */
async function mayAsk(
  db: Database,
  contestId: string,
  userId: string,
  status: ContestStatus,
): Promise<boolean> {
  if (status === 'Running') return isRegistered(db, contestId, userId);
  if (status === 'Ended') return (await virtualRunStart(db, contestId, userId)) !== null;
  return false;
}

export async function askClarification(
  db: Database,
  contestId: string,
  user: { id: string; role: Role; username: string },
  question: { problemId: string | null; question: string },
  now: Date,
): Promise<Clarification> {
  const contest = await findContest(db, contestId);
  const status = contestStatus(contest, now);
  if (user.role !== 'admin' && !(await mayAsk(db, contestId, user.id, status)))
    throw new AppError(status === 'Upcoming' ? 'CONTEST_NOT_STARTED' : 'NOT_REGISTERED');
  const labels = await problemLabels(db, contestId);
  if (question.problemId && !labels.has(question.problemId)) throw new AppError('PROBLEM_NOT_FOUND');
  const [row] = await db
    .insert(contestClarifications)
    .values({
      contestId,
      userId: user.id,
      problemId: question.problemId,
      question: question.question,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toView(row, labels, user.username, true);
}

/** An admin's answer, to the asker alone or to everyone (inside the caller's transaction, with its audit entry). */
export async function answerClarification(
  tx: Queryable,
  ids: { contestId: string; clarificationId: string },
  admin: { id: string },
  answer: { answer: string; public: boolean },
  now: Date,
): Promise<Clarification> {
  const [row] = await tx
    .update(contestClarifications)
    .set({ answer: answer.answer, public: answer.public, answeredBy: admin.id, answeredAt: now })
    .where(
      and(
        eq(contestClarifications.id, ids.clarificationId),
        eq(contestClarifications.contestId, ids.contestId),
      ),
    )
    .returning();
  if (!row) throw new AppError('CLARIFICATION_NOT_FOUND');
  const [asker] = row.userId
    ? await tx.select({ username: users.username }).from(users).where(eq(users.id, row.userId))
    : [];
  return toView(row, await problemLabels(tx, ids.contestId), asker?.username ?? null, true);
}

/** An announcement: a public answer that no one asked for. */
export async function announce(
  tx: Queryable,
  contestId: string,
  admin: { id: string },
  text: { problemId: string | null; text: string },
  now: Date,
): Promise<Clarification> {
  await findContest(tx, contestId);
  const labels = await problemLabels(tx, contestId);
  if (text.problemId && !labels.has(text.problemId)) throw new AppError('PROBLEM_NOT_FOUND');
  const [row] = await tx
    .insert(contestClarifications)
    .values({
      contestId,
      problemId: text.problemId,
      answer: text.text,
      public: true,
      answeredBy: admin.id,
      createdAt: now,
      answeredAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toView(row, labels, null, true);
}
