/** Teams as the API shows them: members in the order they joined, the invite code to members only. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Team } from '@codeconquer/contracts';
import type { Queryable } from '../db/client';
import { organizations, teamMembers, teams, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { affiliationOf } from '../accounts/organizations';

/** The teams with these ids as `viewerId` sees them, in the order given; unknown ids are left out. */
export async function teamViews(
  db: Queryable,
  ids: readonly string[],
  viewerId: string | null,
): Promise<Team[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ team: teams, organization: organizations })
    .from(teams)
    .leftJoin(organizations, eq(organizations.id, teams.organizationId))
    .where(inArray(teams.id, [...ids]));
  const members = await db
    .select({ teamId: teamMembers.teamId, id: users.id, username: users.username, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, [...ids]))
    .orderBy(asc(teamMembers.joinedAt), asc(users.username));
  const byId = new Map(rows.map((row) => [row.team.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = members.filter((member) => member.teamId === id);
    const isMember = viewerId !== null && own.some((member) => member.id === viewerId);
    return [
      {
        id,
        name: row.team.name,
        affiliation: affiliationOf(row.organization),
        inviteCode: isMember ? row.team.inviteCode : null,
        members: own.map(({ id: memberId, username, name }) => ({
          id: memberId,
          username,
          name,
          creator: memberId === row.team.createdBy,
        })),
        createdAt: row.team.createdAt.toISOString(),
      },
    ];
  });
}

export async function teamView(db: Queryable, id: string, viewerId: string | null): Promise<Team> {
  const [team] = await teamViews(db, [id], viewerId);
  if (!team) throw new AppError('TEAM_NOT_FOUND');
  return team;
}
