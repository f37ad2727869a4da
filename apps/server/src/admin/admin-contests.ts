/**
 * What admins do to contests (docs/contests.md#admin): create, edit, delete, publish the final results,
 * rejudge, answer clarifications. Each change is written with its audit entry in one transaction; the
 * contest's board is then reloaded on this server (a change of times or problems rescored every cell).
 */
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { createContestBodySchema } from '@codeconquer/contracts';
import {
  CONTEST_DEFAULTS,
  CONTEST_MAX_MINUTES,
  type AdminContest,
  type Clarification,
  type UpdateContestBody,
} from '@codeconquer/contracts';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/client';
import {
  contestClarifications,
  contestProblems,
  contestRegistrations,
  contests,
  problems,
  ratingChanges,
} from '../db/schema';
import { AppError } from '../lib/app-error';
import type { JudgeService } from '../judging/judge-service';
import { answerClarification, announce } from '../contests/clarifications';
import { boardFrozen, contestStatus, freezeTime, resultsFinal } from '../contests/contest-clock';
import { hiddenResultsPublished, publishHiddenResults } from '../submissions/publish-hidden-results';
import { contestProblemRows, findContest, type ContestRow } from '../contests/contest-queries';
import { contestDetail } from '../contests/contest-service';
import type { LiveBoards } from '../contests/live-boards';
import { recomputeContestScores } from '../contests/score-cache';
import { problemViewsChanged } from '../problems/problem-views';
import { resetSubmissionsForRejudge } from '../submissions/problem-rejudge';
import { markRatingsStale } from '../ratings/stale-ratings';
import type { RatingScheduler } from '../ratings/rating-scheduler';
import type { RatingOrderKey } from '../ratings/rating-order';
import { noticeAnnouncement, noticeAnswer } from '../notifications/contest-notices';
import type { Notifier } from '../notifications/notifier';
import { recordAudit } from './audit-log';
import { storeDescriptionHtml } from '../contests/stored-description';

type Deps = {
  db: Database;
  boards: LiveBoards;
  ratings: RatingScheduler;
  notifier: Pick<Notifier, 'pushed'>;
  now: () => Date;
};
type Admin = { id: string; role: 'admin' | 'user' };
type ContestInput = z.output<typeof createContestBodySchema>;

async function adminView(deps: Deps, row: ContestRow, admin: Admin): Promise<AdminContest> {
  const detail = await contestDetail(deps, row.id, { id: admin.id, role: 'admin' });
  const [pending] = await deps.db
    .select({ n: count() })
    .from(contestClarifications)
    .where(and(eq(contestClarifications.contestId, row.id), isNull(contestClarifications.answer)));
  return {
    ...detail,
    groups: row.groups,
    createdAt: row.createdAt.toISOString(),
    unfrozenAt: row.unfrozenAt?.toISOString() ?? null,
    pendingClarifications: pending?.n ?? 0,
  };
}

export async function listAdminContests(deps: Deps, admin: Admin): Promise<AdminContest[]> {
  const rows = await deps.db.select().from(contests).orderBy(desc(contests.startTime)).limit(500);
  const views: AdminContest[] = [];
  for (const row of rows) views.push(await adminView(deps, row, admin));
  return views;
}

export async function getAdminContest(deps: Deps, id: string, admin: Admin): Promise<AdminContest> {
  return adminView(deps, await findContest(deps.db, id), admin);
}

/** The problems exist and are not deleted (any visibility: contest-only problems are made for contests). */
async function checkProblems(db: Queryable, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const [row] = await db
      .select({ id: problems.id })
      .from(problems)
      .where(and(eq(problems.id, id), isNull(problems.deletedAt)));
    if (!row) throw new AppError('PROBLEM_NOT_FOUND', `There is no problem '${id}'.`);
  }
}

async function setProblems(tx: Queryable, contestId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(contestProblems).where(eq(contestProblems.contestId, contestId));
  if (ids.length > 0)
    await tx
      .insert(contestProblems)
      .values(ids.map((problemId, position) => ({ contestId, problemId, position })));
}

function columnsOf(input: Partial<ContestInput>) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.startTime !== undefined && { startTime: new Date(input.startTime) }),
    ...(input.endTime !== undefined && { endTime: new Date(input.endTime) }),
    ...(input.penaltyMinutes !== undefined && { penaltyMinutes: input.penaltyMinutes }),
    ...(input.freezeMinutes !== undefined && { freezeMinutes: input.freezeMinutes }),
    ...(input.revealAfterMinutes !== undefined && { revealAfterMinutes: input.revealAfterMinutes }),
    ...(input.visibility !== undefined && { visibility: input.visibility }),
    ...(input.medals !== undefined && {
      goldMedals: input.medals.gold,
      silverMedals: input.medals.silver,
      bronzeMedals: input.medals.bronze,
    }),
    ...(input.rated !== undefined && { rated: input.rated }),
    ...(input.format !== undefined && { format: input.format }),
    ...(input.scoring !== undefined && { scoring: input.scoring }),
    ...(input.participation !== undefined && { participation: input.participation }),
    ...(input.teamSize !== undefined && { teamSize: input.teamSize }),
    // Regrouping only changes who each group's rows and award are (contests/groups.ts): allowed any time.
    ...(input.groups !== undefined && { groups: input.groups }),
  };
}

export async function createContest(deps: Deps, admin: Admin, body: ContestInput): Promise<AdminContest> {
  await checkProblems(deps.db, body.problems);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contests)
      .values({
        ...columnsOf(body),
        // Each format has its own usual penalty (AtCoder's 5 minutes, none in IOI) when none is given.
        penaltyMinutes: body.penaltyMinutes ?? CONTEST_DEFAULTS.penaltyMinutes[body.format],
        // Team contests are unrated unless the admin says so (then each member gets the team's result).
        rated: body.rated ?? body.participation === 'individual',
        title: body.title,
        startTime: new Date(body.startTime),
        endTime: new Date(body.endTime),
        createdBy: admin.id,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await setProblems(tx, created.id, body.problems);
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'contest.create',
      target: { type: 'contest', id: created.id },
      before: null,
      after: { title: body.title, startTime: body.startTime, endTime: body.endTime, problems: body.problems },
    });
    return created;
  });
  // The description, rendered once now that it is stored.
  await storeDescriptionHtml(deps.db, row.id);
  return adminView(deps, row, admin);
}

/** The stored times with the change applied must still make a contest. */
function checkTimes(row: ContestRow): void {
  const minutes = (row.endTime.getTime() - row.startTime.getTime()) / 60_000;
  const problem = (field: string, message: string) =>
    new AppError('VALIDATION_FAILED', message, { issues: [{ path: field, message }] });
  if (!(minutes > 0)) throw problem('endTime', 'The end must come after the start.');
  if (minutes > CONTEST_MAX_MINUTES) throw problem('endTime', 'A contest can last at most 31 days.');
  if (row.freezeMinutes > minutes)
    throw problem('freezeMinutes', 'The freeze cannot be longer than the contest.');
}

/** Registrations are made alone or as teams: once there are any, the contest's participation stays. */
async function refuseParticipationChange(tx: Queryable, contestId: string): Promise<void> {
  const [registered] = await tx
    .select({ userId: contestRegistrations.userId })
    .from(contestRegistrations)
    .where(eq(contestRegistrations.contestId, contestId))
    .limit(1);
  if (!registered) return;
  const message = 'Contestants have registered: the contest cannot switch between individuals and teams now.';
  throw new AppError('VALIDATION_FAILED', message, { issues: [{ path: 'participation', message }] });
}

/** A smaller team size may not leave a registered team larger than the contest allows. */
async function refuseTeamSizeBelowTeams(tx: Queryable, contestId: string, teamSize: number): Promise<void> {
  const [largest] = await tx
    .select({ members: count() })
    .from(contestRegistrations)
    .where(and(eq(contestRegistrations.contestId, contestId), isNotNull(contestRegistrations.teamId)))
    .groupBy(contestRegistrations.teamId)
    .orderBy(desc(count()))
    .limit(1);
  if (!largest || largest.members <= teamSize) return;
  const message = `A registered team has ${largest.members} members: the team size cannot be less.`;
  throw new AppError('VALIDATION_FAILED', message, { issues: [{ path: 'teamSize', message }] });
}

/**
 * While a contest runs, its frozen results stay hidden (docs/contests.md#hidden-results): an edit that
 * would lift the freeze or publish the results (a shorter freeze, an end moved into the past with no time
 * left before the reveal) is refused as an early unfreeze is. After the end, publishing is the admin's.
 */
function refuseEarlyPublish(before: ContestRow, after: ContestRow, now: Date): void {
  if (contestStatus(before, now) !== 'Running') return;
  const hiddenBefore = boardFrozen(before, now);
  const liftsFreeze = hiddenBefore && !boardFrozen(after, now);
  const startsLater =
    hiddenBefore && (freezeTime(after)?.getTime() ?? Infinity) > (freezeTime(before)?.getTime() ?? 0);
  if (liftsFreeze || (startsLater && contestStatus(after, now) === 'Running'))
    throw new AppError('CONTEST_NOT_ENDED');
}

export async function updateContest(
  deps: Deps,
  admin: Admin,
  id: string,
  patch: UpdateContestBody,
): Promise<AdminContest> {
  if (patch.problems) await checkProblems(deps.db, patch.problems);
  let ratingPlaceBefore: RatingOrderKey | undefined;
  let shownFor: string[] = [];
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(contests).where(eq(contests.id, id)).for('update');
    if (!before) throw new AppError('CONTEST_NOT_FOUND');
    ratingPlaceBefore = { endTime: before.endTime, id };
    const changes = columnsOf(patch as Partial<ContestInput>);
    checkTimes({ ...before, ...changes });
    if (changes.participation !== undefined && changes.participation !== before.participation)
      await refuseParticipationChange(tx, id);
    if (changes.teamSize !== undefined && changes.teamSize < before.teamSize)
      await refuseTeamSizeBelowTeams(tx, id, changes.teamSize);
    refuseEarlyPublish(before, { ...before, ...changes }, deps.now());
    const [after] = await tx
      .update(contests)
      .set({ ...changes, updatedAt: deps.now() })
      .where(eq(contests.id, id))
      .returning();
    if (!after) throw new AppError('CONTEST_NOT_FOUND');
    const problemsBefore = patch.problems
      ? (await contestProblemRows(tx, id)).map((problem) => problem.problemId)
      : null;
    if (patch.problems) await setProblems(tx, id, patch.problems);
    // Times, freeze, problems or the format decide every cell: rescored from the submissions.
    await recomputeContestScores(tx, id);
    // Final now (moved after its reveal time): what the freeze hid catches up at once.
    shownFor = resultsFinal(after, deps.now()) ? await publishHiddenResults(tx, id) : [];
    // Rated already: rated again if its standings moved (from its old place on, should its end move).
    await markRatingsStale(tx, id);
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'contest.update',
      target: { type: 'contest', id },
      before: { ...pick(before, patch), ...(problemsBefore && { problems: problemsBefore }) },
      after: patch,
    });
    return after;
  });
  hiddenResultsPublished(shownFor);
  if (patch.description !== undefined) await storeDescriptionHtml(deps.db, id);
  deps.boards.forget(id);
  problemViewsChanged();
  await deps.ratings.run(row.ratedAt ? ratingPlaceBefore : undefined);
  return adminView(deps, row, admin);
}

/** The stored values of the fields a patch names, for the audit entry. */
function pick(row: ContestRow, patch: UpdateContestBody): Record<string, unknown> {
  const stored: Record<string, unknown> = {
    ...row,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    medals: { gold: row.goldMedals, silver: row.silverMedals, bronze: row.bronzeMedals },
  };
  return Object.fromEntries(
    Object.keys(patch)
      .filter((key) => key !== 'problems')
      .map((key) => [key, stored[key]]),
  );
}

export async function deleteContest(deps: Deps, admin: Admin, id: string): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    // Who the contest rated: their ratings are taken back to what they were before it.
    const rated = await tx
      .select({ userId: ratingChanges.userId })
      .from(ratingChanges)
      .where(eq(ratingChanges.contestId, id));
    const [deleted] = await tx.delete(contests).where(eq(contests.id, id)).returning();
    if (!deleted) throw new AppError('CONTEST_NOT_FOUND');
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'contest.delete',
      target: { type: 'contest', id },
      before: { title: deleted.title, startTime: deleted.startTime.toISOString() },
      after: null,
    });
    return { ...deleted, ratedUsers: rated.map((row) => row.userId) };
  });
  deps.boards.forget(id);
  problemViewsChanged();
  // Its rating changes went with it: the contests rated after it are rated again without it.
  if (deleted.ratedAt) await deps.ratings.run({ endTime: deleted.endTime, id, users: deleted.ratedUsers });
}

/** Publishes the final results: the frozen board shows everything (at once on every viewer's screen). */
export async function unfreezeContest(deps: Deps, admin: Admin, id: string): Promise<AdminContest> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(contests).where(eq(contests.id, id)).for('update');
    if (!before) throw new AppError('CONTEST_NOT_FOUND');
    if (contestStatus(before, now) !== 'Ended') throw new AppError('CONTEST_NOT_ENDED');
    const [after] = await tx
      .update(contests)
      .set({ unfrozenAt: sql`coalesce(${contests.unfrozenAt}, ${now})` })
      .where(eq(contests.id, id))
      .returning();
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'contest.unfreeze',
      target: { type: 'contest', id },
      before: { unfrozenAt: before.unfrozenAt?.toISOString() ?? null },
      after: { unfrozenAt: after?.unfrozenAt?.toISOString() ?? null },
    });
    // Everything the freeze hid from others catches up with the board, in the same transaction.
    return { contest: after ?? before, shownFor: await publishHiddenResults(tx, id) };
  });
  hiddenResultsPublished(row.shownFor);
  deps.boards.forget(id);
  // The final results are out: a rated contest is rated now (or once its last pending verdict is in).
  await deps.ratings.run();
  return adminView(deps, row.contest, admin);
}

/** Judges every submission made in the contest again; the board shows them pending until they are. */
export async function rejudgeContest(
  deps: Deps & { judge: JudgeService },
  admin: Admin,
  id: string,
  onEnqueueError: (error: unknown) => void,
): Promise<{ queued: number }> {
  if (deps.judge.unavailableReason) throw new AppError('JUDGE_UNAVAILABLE');
  const jobIds = await deps.db.transaction(async (tx) => {
    const [contest] = await tx
      .select({ id: contests.id })
      .from(contests)
      .where(eq(contests.id, id))
      .for('update');
    if (!contest) throw new AppError('CONTEST_NOT_FOUND');
    const ids: string[] = [];
    for (const problem of await contestProblemRows(tx, id)) {
      // Each problem's rows are locked while its submissions are reset, as a problem's rejudge does.
      await tx
        .select({ id: problems.id })
        .from(problems)
        .where(eq(problems.id, problem.problemId))
        .for('update');
      const started = await resetSubmissionsForRejudge(tx, problem.problemId, admin.id, id);
      ids.push(...started.jobIds);
    }
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'contest.rejudge',
      target: { type: 'contest', id },
      before: null,
      after: { submissions: ids.length },
    });
    return ids;
  });
  deps.boards.forget(id);
  problemViewsChanged();
  for (const jobId of jobIds) await deps.judge.enqueue(jobId).catch(onEnqueueError);
  return { queued: jobIds.length };
}

export async function answerContestClarification(
  deps: Deps,
  admin: Admin,
  ids: { contestId: string; clarificationId: string },
  answer: { answer: string; public: boolean },
): Promise<Clarification> {
  const { clarification, notified } = await deps.db.transaction(async (tx) => {
    const answered = await answerClarification(tx, ids, admin, answer, deps.now());
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'contest.clarification',
      target: { type: 'contest', id: ids.contestId },
      before: null,
      after: { clarification: ids.clarificationId, public: answer.public },
    });
    return { clarification: answered, notified: await noticeAnswer(tx, ids, admin.id) };
  });
  deps.boards.notify(ids.contestId, 'clarifications');
  deps.notifier.pushed(notified);
  return clarification;
}

export async function announceInContest(
  deps: Deps,
  admin: Admin,
  contestId: string,
  text: { problemId: string | null; text: string },
): Promise<Clarification> {
  const { clarification, notified } = await deps.db.transaction(async (tx) => {
    const made = await announce(tx, contestId, admin, text, deps.now());
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'contest.clarification',
      target: { type: 'contest', id: contestId },
      before: null,
      after: { announcement: made.id },
    });
    return { clarification: made, notified: await noticeAnnouncement(tx, contestId, admin.id, text.text) };
  });
  deps.boards.notify(contestId, 'clarifications');
  deps.notifier.pushed(notified);
  return clarification;
}
