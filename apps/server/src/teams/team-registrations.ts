/**
 * A team's place in contests (docs/contests.md#teams): registering puts a row per member in
 * `contest_registrations`, naming the team, so the table's key keeps each user in one team per contest.
 * A member who joins later is registered in the team's contests that have not ended; one who leaves is
 * taken out of those that have not started.
 */
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { contestRegistrations, contests, teamMembers, teams } from '../db/schema';
import { AppError } from '../lib/app-error';

type ContestLimits = Pick<typeof contests.$inferSelect, 'id' | 'teamSize' | 'startTime' | 'endTime'>;

export async function memberIds(db: Queryable, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return rows.map((row) => row.userId);
}

/** The team's row, locked to the end of the transaction (changes to one team are serialised). */
export async function lockTeam(db: Queryable, teamId: string) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId)).for('update');
  if (!team) throw new AppError('TEAM_NOT_FOUND');
  return team;
}

/** Locks the team (see lockTeam) and checks that `userId` is one of its members. */
export async function lockTeamMembership(db: Queryable, teamId: string, userId: string): Promise<void> {
  await lockTeam(db, teamId);
  if (!(await memberIds(db, teamId)).includes(userId)) throw new AppError('TEAM_NOT_MEMBER');
}

/** The contests the team is registered in that have not ended by `now`. */
export async function openContestsOf(db: Queryable, teamId: string, now: Date): Promise<ContestLimits[]> {
  return db
    .selectDistinct({
      id: contests.id,
      teamSize: contests.teamSize,
      startTime: contests.startTime,
      endTime: contests.endTime,
    })
    .from(contestRegistrations)
    .innerJoin(contests, eq(contests.id, contestRegistrations.contestId))
    .where(and(eq(contestRegistrations.teamId, teamId), gt(contests.endTime, now)));
}

/**
 * Registers `userIds` for `contest` as members of `teamId`, in the caller's transaction. A member already
 * registered with this team is left as is; one registered alone or with another team refuses the whole
 * registration (TEAM_CONTEST_CLASH).
 */
export async function registerMembers(
  db: Queryable,
  contestId: string,
  teamId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const existing = await db
    .select({ userId: contestRegistrations.userId, teamId: contestRegistrations.teamId })
    .from(contestRegistrations)
    .where(
      and(eq(contestRegistrations.contestId, contestId), inArray(contestRegistrations.userId, [...userIds])),
    );
  if (existing.some((row) => row.teamId !== teamId)) throw new AppError('TEAM_CONTEST_CLASH');
  const fresh = userIds.filter((userId) => !existing.some((row) => row.userId === userId));
  if (fresh.length > 0)
    await db
      .insert(contestRegistrations)
      .values(fresh.map((userId) => ({ contestId, userId, teamId })))
      // Another registration of the same user won the race: it is theirs, so this one clashes.
      .onConflictDoNothing()
      .returning({ userId: contestRegistrations.userId })
      .then((made) => {
        if (made.length !== fresh.length) throw new AppError('TEAM_CONTEST_CLASH');
      });
}

/** Registers a team for a contest: its members, at most the contest's team size. */
export async function registerTeam(db: Queryable, contest: ContestLimits, teamId: string): Promise<void> {
  const members = await memberIds(db, teamId);
  if (members.length > contest.teamSize)
    throw new AppError(
      'TEAM_TOO_LARGE',
      `This contest allows teams of at most ${contest.teamSize}; this team has ${members.length} members.`,
    );
  await registerMembers(db, contest.id, teamId, members);
}

/**
 * A new member of a team: registered in its open contests, within each one's team size. Answers those
 * contests (their boards show the team's roster).
 */
export async function registerNewMember(
  db: Queryable,
  teamId: string,
  userId: string,
  now: Date,
): Promise<string[]> {
  const size = (await memberIds(db, teamId)).length;
  const open = await openContestsOf(db, teamId, now);
  for (const contest of open) {
    // The user's own clash first (they are in the contest already), then the team's size.
    await registerMembers(db, contest.id, teamId, [userId]);
    if (size > contest.teamSize) throw new AppError('TEAM_FULL', 'This team is full for a contest it is in.');
  }
  return open.map((contest) => contest.id);
}

/**
 * A member leaves: out of the team's contests that have not started (in the others their part stays).
 * Answers those contests.
 */
export async function unregisterLeaver(
  db: Queryable,
  teamId: string,
  userId: string,
  now: Date,
): Promise<string[]> {
  const upcoming = (await openContestsOf(db, teamId, now)).filter((contest) => contest.startTime > now);
  if (upcoming.length === 0) return [];
  await db.delete(contestRegistrations).where(
    and(
      eq(contestRegistrations.userId, userId),
      eq(contestRegistrations.teamId, teamId),
      inArray(
        contestRegistrations.contestId,
        upcoming.map((contest) => contest.id),
      ),
    ),
  );
  return upcoming.map((contest) => contest.id);
}

/** Whether the team was ever registered for a contest (then it is kept when its last member leaves). */
export async function everRegistered(db: Queryable, teamId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(contestRegistrations)
    .where(eq(contestRegistrations.teamId, teamId));
  return (row?.n ?? 0) > 0;
}
