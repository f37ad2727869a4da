/**
 * What users do with teams (docs/contests.md#teams): create one, join with its invite code, leave, and —
 * the creator — rename it or remove a member. Each change runs in one transaction holding the team's row,
 * so two joins cannot both take a team's last place.
 */
import { and, count, eq } from 'drizzle-orm';
import {
  TEAM_MEMBERS_MAX,
  TEAMS_PER_USER_MAX,
  type createTeamBodySchema,
  type Team,
  type updateTeamBodySchema,
} from '@codeconquer/contracts';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/client';
import { teamMembers, teams } from '../db/schema';
import { AppError } from '../lib/app-error';
import { newInviteCode } from './invite-codes';
import { organizationFor } from '../accounts/organizations';
import {
  everRegistered,
  lockTeam,
  memberIds,
  registerNewMember,
  unregisterLeaver,
} from './team-registrations';
import { teamView, teamViews } from './team-views';

type Deps = {
  db: Database;
  now: () => Date;
  /** A team's roster changed in a contest it is registered in (its board shows the members). */
  rosterChanged: (contestId: string, teamId: string) => void;
};
type User = { id: string };

async function teamsOf(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId))
    .orderBy(teamMembers.joinedAt);
  return rows.map((row) => row.teamId);
}

async function checkTeamLimit(db: Queryable, userId: string): Promise<void> {
  const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.userId, userId));
  if ((row?.n ?? 0) >= TEAMS_PER_USER_MAX) throw new AppError('TEAM_LIMIT');
}

export async function createTeam(
  deps: Pick<Deps, 'db'>,
  user: User,
  body: z.output<typeof createTeamBodySchema>,
): Promise<Team> {
  const id = await deps.db.transaction(async (tx) => {
    await checkTeamLimit(tx, user.id);
    const organizationId = body.affiliation ? await organizationFor(tx, body.affiliation) : null;
    const [team] = await tx
      .insert(teams)
      .values({ name: body.name, organizationId, inviteCode: newInviteCode(), createdBy: user.id })
      .returning({ id: teams.id });
    if (!team) throw new Error('insert returned no row');
    await tx.insert(teamMembers).values({ teamId: team.id, userId: user.id });
    return team.id;
  });
  return teamView(deps.db, id, user.id);
}

export async function joinTeam(deps: Deps, user: User, inviteCode: string): Promise<Team> {
  let contests: string[] = [];
  const id = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.inviteCode, inviteCode));
    if (!found) throw new AppError('TEAM_INVITE_INVALID');
    await lockTeam(tx, found.id);
    const members = await memberIds(tx, found.id);
    if (members.includes(user.id)) throw new AppError('TEAM_ALREADY_MEMBER');
    if (members.length >= TEAM_MEMBERS_MAX) throw new AppError('TEAM_FULL');
    await checkTeamLimit(tx, user.id);
    await tx.insert(teamMembers).values({ teamId: found.id, userId: user.id });
    contests = await registerNewMember(tx, found.id, user.id, deps.now());
    return found.id;
  });
  for (const contestId of contests) deps.rosterChanged(contestId, id);
  return teamView(deps.db, id, user.id);
}

export async function myTeams(db: Queryable, user: User): Promise<Team[]> {
  return teamViews(db, await teamsOf(db, user.id), user.id);
}

export function getTeam(db: Queryable, teamId: string, viewer: User | null): Promise<Team> {
  return teamView(db, teamId, viewer?.id ?? null);
}

export async function updateTeam(
  deps: Pick<Deps, 'db'>,
  user: User,
  teamId: string,
  body: z.output<typeof updateTeamBodySchema>,
): Promise<Team> {
  await deps.db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if (team.createdBy !== user.id) throw new AppError('TEAM_NOT_CREATOR');
    const organizationId =
      body.affiliation === undefined
        ? team.organizationId
        : body.affiliation && (await organizationFor(tx, body.affiliation));
    await tx
      .update(teams)
      .set({ name: body.name ?? team.name, organizationId })
      .where(eq(teams.id, teamId));
  });
  return teamView(deps.db, teamId, user.id);
}

/**
 * Takes `memberId` out of the team: themselves (leaving), or by the creator (removing). The creator
 * leaves last; a team left with no member is deleted unless it ever took part in a contest (its results
 * keep its name).
 */
export async function removeMember(deps: Deps, user: User, teamId: string, memberId: string): Promise<void> {
  const contests = await deps.db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    const members = await memberIds(tx, teamId);
    if (!members.includes(user.id)) throw new AppError('TEAM_NOT_MEMBER');
    if (memberId !== user.id && team.createdBy !== user.id) throw new AppError('TEAM_NOT_CREATOR');
    if (!members.includes(memberId)) throw new AppError('TEAM_NOT_FOUND', 'This user is not in the team.');
    if (memberId === team.createdBy && members.length > 1) throw new AppError('TEAM_CREATOR_LEAVING');
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
    const left = await unregisterLeaver(tx, teamId, memberId, deps.now());
    if (members.length === 1 && !(await everRegistered(tx, teamId)))
      await tx.delete(teams).where(eq(teams.id, teamId));
    return left;
  });
  for (const contestId of contests) deps.rosterChanged(contestId, teamId);
}
