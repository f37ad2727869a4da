/**
 * Contests as users meet them (docs/contests.md): the list, one contest, registering, starting a virtual
 * run, the caller's rank in their latest contest, and how a submission made "in" a contest counts.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ContestDetail,
  ContestMode,
  ContestSummary,
  MyContestRankResponse,
  Role,
} from '@codeconquer/contracts';
import type { Database, Queryable } from '../db/client';
import { contestProblems, contestRegistrations, contestVirtualRuns, contests } from '../db/schema';
import { AppError } from '../lib/app-error';
import { violatedUniqueIndex } from '../lib/pg-errors';
import { boardFrozen, contestStatus, freezeTime, resultsFinal } from './contest-clock';
import { contestantIdOf } from './contestants';
import {
  findContest,
  isRegistered,
  registrationOf,
  virtualRunEnd,
  virtualRunStart,
  type ContestRow,
} from './contest-queries';
import type { LiveBoards } from './live-boards';
import { resultHiddenAt } from './hidden-results';
import { descriptionHtmlOf } from './stored-description';
import { lockTeamMembership, registerTeam } from '../teams/team-registrations';

export type ContestViewer = { id: string; role: Role } | null;
type Deps = { db: Database; boards: LiveBoards; now: () => Date };

function summaryOf(
  row: ContestRow,
  counts: { participants: number; problemCount: number },
  now: Date,
  registered: boolean | undefined,
): ContestSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: contestStatus(row, now),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    participants: counts.participants,
    problemCount: counts.problemCount,
    type: row.participation === 'team' ? 'Team' : 'Individual',
    format: row.format,
    participation: row.participation,
    visibility: row.visibility,
    ...(registered === undefined ? {} : { registered }),
  };
}

/** Participants and problems per contest, in two grouped queries. */
export async function contestCounts(
  db: Queryable,
  ids: string[],
): Promise<Map<string, { participants: number; problemCount: number }>> {
  const counts = new Map(ids.map((id) => [id, { participants: 0, problemCount: 0 }]));
  if (ids.length === 0) return counts;
  // A contestant is a user, or in a team contest a team (its members share its id).
  const registrations = await db
    .select({
      id: contestRegistrations.contestId,
      n: sql<number>`count(distinct coalesce(${contestRegistrations.teamId}, ${contestRegistrations.userId}))`.mapWith(
        Number,
      ),
    })
    .from(contestRegistrations)
    .where(inArray(contestRegistrations.contestId, ids))
    .groupBy(contestRegistrations.contestId);
  for (const row of registrations) {
    const entry = counts.get(row.id);
    if (entry) entry.participants = row.n;
  }
  const problems = await db
    .select({ id: contestProblems.contestId, n: count() })
    .from(contestProblems)
    .where(inArray(contestProblems.contestId, ids))
    .groupBy(contestProblems.contestId);
  for (const row of problems) {
    const entry = counts.get(row.id);
    if (entry) entry.problemCount = row.n;
  }
  return counts;
}

async function registeredIn(db: Queryable, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contestRegistrations.contestId })
    .from(contestRegistrations)
    .where(and(eq(contestRegistrations.userId, userId), inArray(contestRegistrations.contestId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The public list, soonest first within each status; unlisted contests are reached by their link only. */
export async function listContests(
  db: Database,
  viewer: ContestViewer,
  now: Date,
): Promise<ContestSummary[]> {
  const rows = await db
    .select()
    .from(contests)
    .where(eq(contests.visibility, 'public'))
    .orderBy(desc(contests.startTime))
    .limit(500);
  const ids = rows.map((row) => row.id);
  const counts = await contestCounts(db, ids);
  const mine = viewer ? await registeredIn(db, viewer.id, ids) : null;
  const order = { Running: 0, Upcoming: 1, Ended: 2 } as const;
  return rows
    .map((row) =>
      summaryOf(
        row,
        counts.get(row.id) ?? { participants: 0, problemCount: 0 },
        now,
        mine ? mine.has(row.id) : undefined,
      ),
    )
    .sort((a, b) => {
      const byStatus = order[a.status] - order[b.status];
      if (byStatus !== 0) return byStatus;
      // Running and upcoming: the soonest first; ended: the latest first.
      return a.status === 'Ended'
        ? b.endTime.localeCompare(a.endTime)
        : a.startTime.localeCompare(b.startTime);
    });
}

/** One contest as the viewer sees it: its problems only once it started (admins always). */
export async function contestDetail(deps: Deps, id: string, viewer: ContestViewer): Promise<ContestDetail> {
  // The board holds the contest as stored (it is loaded afresh after every change), its problems and its
  // contestants: nothing here needs to be read again.
  const live = await deps.boards.board(id);
  const { contest, board } = live;
  const now = deps.now();
  const counts = { participants: board.size, problemCount: live.problems.length };
  // On the board as themselves, or as their team (one query, in a team contest only).
  const contestantId = viewer ? await contestantIdOf(deps.db, contest, viewer.id) : null;
  const registered = viewer ? contestantId !== null && board.has(contestantId) : undefined;
  const isAdmin = viewer?.role === 'admin';
  const status = contestStatus(contest, now);
  const virtualStart = viewer ? await virtualRunStart(deps.db, id, viewer.id) : null;
  // How many solved and tried each problem is the board's to say (its answer's problems), as the
  // caller's board shows it: a verdict then makes the contest page read its board again, not this.
  const problems = status === 'Upcoming' && !isAdmin ? [] : live.problems;
  const freeze = freezeTime(contest);
  return {
    ...summaryOf(contest, counts, now, registered),
    descriptionHtml: await descriptionHtmlOf(deps.db, contest),
    penaltyMinutes: contest.penaltyMinutes,
    teamSize: contest.teamSize,
    scoring: contest.scoring,
    freezeMinutes: contest.freezeMinutes,
    revealAfterMinutes: contest.revealAfterMinutes,
    freezeTime: freeze?.toISOString() ?? null,
    frozen: !isAdmin && boardFrozen(contest, now),
    resultsFinal: resultsFinal(contest, now),
    medals: { gold: contest.goldMedals, silver: contest.silverMedals, bronze: contest.bronzeMedals },
    rated: contest.rated,
    groups: contest.groups.map(({ id, name }) => ({ id, name })),
    problems,
    virtual: virtualStart
      ? { startedAt: virtualStart.toISOString(), endsAt: virtualRunEnd(contest, virtualStart).toISOString() }
      : null,
    serverTime: now.toISOString(),
  };
}

/**
 * Registers the user (idempotent), before or during the contest; answers the participant count. In a team
 * contest the user registers one of their teams (`teamId`): all its members, at most the contest's team
 * size, none of them already in the contest alone or in another team (docs/contests.md#teams).
 */
export async function registerForContest(
  deps: Deps,
  id: string,
  user: { id: string },
  teamId: string | undefined,
): Promise<{ registered: true; participants: number }> {
  const contest = await findContest(deps.db, id);
  if (contestStatus(contest, deps.now()) === 'Ended') throw new AppError('CONTEST_ENDED');
  const contestantId = contest.participation === 'team' ? teamId : user.id;
  if (contest.participation === 'team') {
    if (!teamId) throw new AppError('TEAM_REQUIRED');
    await deps.db.transaction(async (tx) => {
      await lockTeamMembership(tx, teamId, user.id);
      await registerTeam(tx, contest, teamId);
    });
  } else {
    if (teamId) throw new AppError('TEAM_NOT_ALLOWED');
    await deps.db
      .insert(contestRegistrations)
      .values({ contestId: id, userId: user.id, registeredAt: deps.now() })
      .onConflictDoNothing();
  }
  if (contestantId) deps.boards.contestantAdded(id, contestantId);
  const participants = (await contestCounts(deps.db, [id])).get(id)?.participants ?? 0;
  return { registered: true, participants };
}

/** Starts the user's virtual run of an ended contest: as long as the contest, from now. */
export async function startVirtualRun(
  deps: Deps,
  id: string,
  user: { id: string },
): Promise<{ startedAt: string; endsAt: string }> {
  const contest = await findContest(deps.db, id);
  const now = deps.now();
  if (contestStatus(contest, now) !== 'Ended') throw new AppError('VIRTUAL_NOT_OPEN');
  if (await isRegistered(deps.db, id, user.id)) throw new AppError('CONTESTANT_NO_VIRTUAL');
  try {
    await deps.db.insert(contestVirtualRuns).values({ contestId: id, userId: user.id, startedAt: now });
  } catch (error) {
    if (violatedUniqueIndex(error) !== null) throw new AppError('VIRTUAL_STARTED');
    throw error;
  }
  return { startedAt: now.toISOString(), endsAt: virtualRunEnd(contest, now).toISOString() };
}

/**
 * How a submission made in a contest counts (docs/contests.md#submissions): 'official' for a registered
 * contestant while it runs, 'virtual' during the caller's virtual run, null after the end (upsolving:
 * practice, never on the official board). Admins who did not register submit as practice. In a team
 * contest an official submission is the team's (`teamId`). `resultHidden`:
 * its result is hidden from others until the contest publishes it (contests/hidden-results.ts).
 */
export async function contestModeFor(
  db: Database,
  contestId: string,
  user: { id: string; role: Role },
  problemId: string,
  now: Date,
): Promise<{ mode: ContestMode | null; resultHidden: boolean; teamId: string | null }> {
  const contest = await findContest(db, contestId);
  const status = contestStatus(contest, now);
  // Before the start the problem set is a secret: the same answer whichever problem is asked for.
  if (status === 'Upcoming' && user.role !== 'admin') throw new AppError('CONTEST_NOT_STARTED');
  const [inContest] = await db
    .select({ problemId: contestProblems.problemId })
    .from(contestProblems)
    .where(and(eq(contestProblems.contestId, contestId), eq(contestProblems.problemId, problemId)));
  if (!inContest) throw new AppError('PROBLEM_NOT_FOUND');
  const as = (mode: ContestMode | null, teamId: string | null = null) => ({
    mode,
    resultHidden: resultHiddenAt(contest, mode, now),
    teamId,
  });
  if (status === 'Upcoming') return as(null);
  if (status === 'Running') {
    const registration = await registrationOf(db, contestId, user.id);
    // In a team contest the submission is the team's: it counts in the team's cell.
    if (registration) return as('official', registration.teamId);
    if (user.role === 'admin') return as(null);
    throw new AppError('NOT_REGISTERED');
  }
  const virtualStart = await virtualRunStart(db, contestId, user.id);
  if (virtualStart && now < virtualRunEnd(contest, virtualStart)) return as('virtual');
  return as(null);
}

/** The caller's rank in the latest started contest they registered for, as their board shows it. */
export async function myContestRank(
  deps: Deps,
  user: { id: string; role: Role },
): Promise<MyContestRankResponse> {
  const now = deps.now();
  const [latest] = await deps.db
    .select({ id: contests.id, title: contests.title })
    .from(contestRegistrations)
    .innerJoin(contests, eq(contests.id, contestRegistrations.contestId))
    .where(and(eq(contestRegistrations.userId, user.id), sql`${contests.startTime} <= ${now}`))
    .orderBy(desc(contests.startTime))
    .limit(1);
  if (!latest) return { contest: null, rank: null, participants: 0 };
  const live = await deps.boards.board(latest.id);
  const side = resultsFinal(live.contest, now) ? 'full' : 'public';
  const contestantId = await contestantIdOf(deps.db, live.contest, user.id);
  const row = contestantId ? live.board.rowOf(side, contestantId) : null;
  return { contest: latest, rank: row?.rank ?? null, participants: live.board.size };
}
