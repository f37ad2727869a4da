/**
 * Who a contest's rows are (docs/contests.md#teams): its registered users, or in a team contest its
 * registered teams, each with the members registered with it (the contest's roster); either with its
 * affiliation (docs/contests.md#affiliations).
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { contestRegistrations, organizations, teams, users } from '../db/schema';
import { affiliationOf } from '../accounts/organizations';
import { registrationOf, type ContestRow } from './contest-queries';
import type { ContestantInfo } from './scoreboard';

type Participation = Pick<ContestRow, 'id' | 'participation'>;

/**
 * A registered contestant: who the row is, when they (their team's first member) registered, and the
 * user's or team's organization's id (the Contest API names organizations by it).
 */
export type RegisteredContestant = ContestantInfo & { registeredAt: Date; organizationId: string | null };

/**
 * The contest's contestants in the order they registered, or only those with the ids given (e.g. one
 * who just registered).
 */
export async function loadContestants(
  db: Queryable,
  contest: Participation,
  only?: readonly string[],
): Promise<RegisteredContestant[]> {
  if (only && only.length === 0) return [];
  if (contest.participation === 'individual') {
    const rows = await db
      .select({
        id: users.id,
        username: users.username,
        name: users.name,
        organization: organizations,
        registeredAt: contestRegistrations.registeredAt,
      })
      .from(contestRegistrations)
      .innerJoin(users, eq(users.id, contestRegistrations.userId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(
        and(
          eq(contestRegistrations.contestId, contest.id),
          only ? inArray(contestRegistrations.userId, [...only]) : undefined,
        ),
      )
      .orderBy(asc(contestRegistrations.registeredAt), asc(users.id));
    return rows.map((user) => ({
      id: user.id,
      handle: user.username,
      name: user.name,
      team: null,
      affiliation: affiliationOf(user.organization),
      registeredAt: user.registeredAt,
      organizationId: user.organization?.id ?? null,
    }));
  }
  const roster = await db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      organization: organizations,
      registeredAt: contestRegistrations.registeredAt,
      memberId: users.id,
      username: users.username,
      name: users.name,
    })
    .from(contestRegistrations)
    .innerJoin(teams, eq(teams.id, contestRegistrations.teamId))
    .leftJoin(organizations, eq(organizations.id, teams.organizationId))
    .innerJoin(users, eq(users.id, contestRegistrations.userId))
    .where(
      and(
        eq(contestRegistrations.contestId, contest.id),
        isNotNull(contestRegistrations.teamId),
        only ? inArray(contestRegistrations.teamId, [...only]) : undefined,
      ),
    )
    .orderBy(asc(contestRegistrations.registeredAt), asc(users.username));
  const byTeam = new Map<string, RegisteredContestant & { team: NonNullable<ContestantInfo['team']> }>();
  for (const row of roster) {
    const known = byTeam.get(row.teamId);
    const member = { id: row.memberId, username: row.username, name: row.name };
    if (known) {
      known.team = { ...known.team, members: [...known.team.members, member] };
      continue;
    }
    const affiliation = affiliationOf(row.organization);
    byTeam.set(row.teamId, {
      id: row.teamId,
      handle: row.teamName,
      name: affiliation?.shortName ?? '',
      team: { members: [member] },
      affiliation,
      registeredAt: row.registeredAt,
      organizationId: row.organization?.id ?? null,
    });
  }
  return [...byTeam.values()];
}

/**
 * The contestant's country (ISO 3166-1 alpha-3): its affiliation's, the user's or the team's alike;
 * null without an affiliation or with one that names no country.
 */
export function countryOf(contestant: Pick<ContestantInfo, 'affiliation'>): string | null {
  return contestant.affiliation?.country ?? null;
}

/**
 * The contestant a user is in a contest: themselves, or in a team contest the team they registered with;
 * null when they are not registered (in a team contest).
 */
export async function contestantIdOf(
  db: Queryable,
  contest: Participation,
  userId: string,
): Promise<string | null> {
  if (contest.participation === 'individual') return userId;
  return (await registrationOf(db, contest.id, userId))?.teamId ?? null;
}
