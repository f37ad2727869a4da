/**
 * What the Contest API reads from the database for one contest: the contest, its problems, its contestants
 * (teams), the submissions that count on its board, and its clarifications. Every endpoint and the event
 * feed are mapped from one such snapshot, so they agree with each other; its size is the contest's (a row
 * per submission, never the code, and the per-test results only when runs are wanted).
 */
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { LanguageId } from '@codeconquer/contracts';
import { contestLabel } from '@codeconquer/contracts';
import type { Queryable } from '../../db/client';
import { contestClarifications, contestProblems, contests, problems, submissions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { ContestRow } from '../contest-queries';
import { loadContestants } from '../contestants';
import { groupIdsOf } from '../groups';

export type SnapshotProblem = {
  problemId: string;
  label: string;
  position: number;
  title: string;
  timeLimitMs: number;
  testCount: number;
};

/** A contestant (a user, or in a team contest a team) as the API's team, with who is in it. */
export type SnapshotTeam = {
  id: string;
  /** The username, or the team's name. */
  handle: string;
  /** The user's full name, or the team's name. */
  displayName: string;
  organization: { id: string; name: string; shortName: string; country: string | null } | null;
  /** Its members: the user alone in an individual contest. */
  members: { id: string; name: string }[];
  registeredAt: Date;
  /** The contest's groups it is in (contests/groups.ts). */
  groupIds: string[];
};

export type SnapshotResult = { verdict: string; executionTime: number };

export type SnapshotSubmission = {
  id: string;
  userId: string;
  /** In a team contest, the team it was made for. */
  teamId: string | null;
  problemId: string;
  language: LanguageId;
  status: string;
  createdAt: Date;
  judgedAt: Date | null;
  /** The longest test's CPU time (ms), summed up by the database; null before any test ran. */
  maxRunMs: number | null;
  /** Per judged test, in judging order; empty unless asked for. */
  results: SnapshotResult[];
};

export type SnapshotClarification = typeof contestClarifications.$inferSelect;

export type Snapshot = {
  contest: ContestRow;
  problems: SnapshotProblem[];
  teams: SnapshotTeam[];
  submissions: SnapshotSubmission[];
  clarifications: SnapshotClarification[];
};

/** A contest by an id from a URL: anything that is not one of ours is "not found" (never a database error). */
export async function findCcsContest(db: Queryable, id: string): Promise<ContestRow> {
  const [row] = isUuid(id) ? await db.select().from(contests).where(eq(contests.id, id)) : [];
  if (!row) throw new AppError('CONTEST_NOT_FOUND');
  return row;
}

/** The contests a caller may list: admins all, others the public ones (unlisted ones by their id only). */
export async function listCcsContests(db: Queryable, admin: boolean): Promise<ContestRow[]> {
  return db
    .select()
    .from(contests)
    .where(admin ? undefined : eq(contests.visibility, 'public'))
    .orderBy(asc(contests.startTime), asc(contests.id));
}

/** Submissions that count on the board (score-cache.ts): official ones, made between the start and the end. */
function countedIn(contest: ContestRow): SQL | undefined {
  return and(
    eq(submissions.contestId, contest.id),
    eq(submissions.contestMode, 'official'),
    gte(submissions.createdAt, contest.startTime),
    lt(submissions.createdAt, contest.endTime),
  );
}

async function problemsOf(db: Queryable, contestId: string): Promise<SnapshotProblem[]> {
  const rows = await db
    .select({
      problemId: contestProblems.problemId,
      position: contestProblems.position,
      title: problems.title,
      timeLimitMs: problems.timeLimitMs,
      testCount: problems.testCount,
    })
    .from(contestProblems)
    .innerJoin(problems, eq(problems.id, contestProblems.problemId))
    .where(eq(contestProblems.contestId, contestId))
    .orderBy(asc(contestProblems.position));
  return rows.map((row, index) => ({ ...row, label: contestLabel(index) }));
}

/** The contest's contestants (contests/contestants.ts) as the API's teams. */
async function teamsOf(db: Queryable, contest: ContestRow): Promise<SnapshotTeam[]> {
  return (await loadContestants(db, contest)).map((contestant) => {
    const { team, affiliation, organizationId } = contestant;
    return {
      id: contestant.id,
      handle: contestant.handle,
      displayName: team ? contestant.handle : contestant.name,
      // A user's affiliation in an individual contest, the team's in a team contest.
      organization: affiliation && organizationId ? { id: organizationId, ...affiliation } : null,
      members: team
        ? team.members.map(({ id, name }) => ({ id, name }))
        : [{ id: contestant.id, name: contestant.name }],
      registeredAt: contestant.registeredAt,
      groupIds: groupIdsOf(contest.groups, contestant),
    };
  });
}

/** The contest's counted submissions, or of those only the ones named by `ids`. */
async function submissionsOf(
  db: Queryable,
  contest: ContestRow,
  withResults: boolean,
  ids?: readonly string[],
): Promise<SnapshotSubmission[]> {
  const rows = await db
    .select({
      id: submissions.id,
      userId: submissions.userId,
      teamId: submissions.teamId,
      problemId: submissions.problemId,
      language: submissions.language,
      status: submissions.status,
      createdAt: submissions.createdAt,
      judgedAt: submissions.judgedAt,
      maxRunMs: sql<
        number | null
      >`(select max((test->>'executionTime')::double precision) from jsonb_array_elements(${submissions.results}) test)`.mapWith(
        Number,
      ),
      // The per-test results are the bulk of a row: read only for the runs.
      results: withResults ? submissions.results : sql<SnapshotResult[]>`'[]'::jsonb`,
    })
    .from(submissions)
    .where(and(countedIn(contest), ids && inArray(submissions.id, [...ids])))
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
  // A problem deleted from the bank leaves its submissions without one: they cannot be shown.
  return rows.flatMap(({ problemId, ...row }) => (problemId ? [{ ...row, problemId }] : []));
}

async function clarificationsOf(
  db: Queryable,
  contestId: string,
  ids?: readonly string[],
): Promise<SnapshotClarification[]> {
  return db
    .select()
    .from(contestClarifications)
    .where(
      and(eq(contestClarifications.contestId, contestId), ids && inArray(contestClarifications.id, [...ids])),
    )
    .orderBy(asc(contestClarifications.createdAt), asc(contestClarifications.id));
}

export async function loadSnapshot(
  db: Queryable,
  contestId: string,
  options: { results: boolean },
): Promise<Snapshot> {
  const contest = await findCcsContest(db, contestId);
  const [problemRows, teams, submissionRows, clarifications] = await Promise.all([
    problemsOf(db, contest.id),
    teamsOf(db, contest),
    submissionsOf(db, contest, options.results),
    clarificationsOf(db, contest.id),
  ]);
  return { contest, problems: problemRows, teams, submissions: submissionRows, clarifications };
}

/**
 * A snapshot that holds, of the contest's submissions and clarifications, only the ones named (those a
 * change log says changed); the contest, its problems and teams are the caller's, from an earlier
 * snapshot that is still true (no 'contest' or 'teams' change since).
 */
export async function loadChangedObjects(
  db: Queryable,
  base: Pick<Snapshot, 'contest' | 'problems' | 'teams'>,
  changed: { submissionIds: readonly string[]; clarificationIds: readonly string[] },
  options: { results: boolean },
): Promise<Snapshot> {
  const { submissionIds, clarificationIds } = changed;
  const [submissionRows, clarifications] = await Promise.all([
    submissionIds.length > 0 ? submissionsOf(db, base.contest, options.results, submissionIds) : [],
    clarificationIds.length > 0 ? clarificationsOf(db, base.contest.id, clarificationIds) : [],
  ]);
  return { ...base, submissions: submissionRows, clarifications };
}

/** The number of rows a snapshot was read from (what a feed follower's refresh costs the database). */
export function rowsIn(snapshot: Snapshot): number {
  const { problems: problemRows, teams, submissions: submissionRows, clarifications } = snapshot;
  return 1 + problemRows.length + teams.length + submissionRows.length + clarifications.length;
}

/** One counted submission's code, for its files endpoint (admins only). */
export async function submissionSource(
  db: Queryable,
  contest: ContestRow,
  submissionId: string,
): Promise<{ language: LanguageId; code: string } | null> {
  if (!isUuid(submissionId)) return null;
  const [row] = await db
    .select({ language: submissions.language, code: submissions.code })
    .from(submissions)
    .where(and(countedIn(contest), eq(submissions.id, submissionId)));
  return row ?? null;
}
