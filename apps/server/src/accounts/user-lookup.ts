/** Finding users by id, e-mail, username or sign-in identifier. Every lookup is safe for any input string. */
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { hasNulCharacter } from '@codeconquer/contracts';
import type { UserRow } from './sessions';
import { users } from '../db/schema';
import type { ServiceContext } from '../core/service-context';
import { isUuid } from '../lib/uuid';

async function findUserWhere(ctx: ServiceContext, condition: SQL | undefined): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(condition).limit(1);
  return row ?? null;
}

/** A username matched the way the unique index on lower(username) matches it. */
const usernameIs = (username: string) => sql`lower(${users.username}) = lower(${username})`;

export async function findUserById(ctx: ServiceContext, id: string): Promise<UserRow | null> {
  return isUuid(id) ? findUserWhere(ctx, eq(users.id, id)) : null;
}

/** E-mail addresses are stored lower-case. */
export async function findUserByEmail(ctx: ServiceContext, email: string): Promise<UserRow | null> {
  return hasNulCharacter(email) ? null : findUserWhere(ctx, eq(users.email, email.toLowerCase()));
}

/** Usernames are unique case-insensitively (index on lower(username)). */
export async function findUserByUsername(ctx: ServiceContext, username: string): Promise<UserRow | null> {
  return hasNulCharacter(username) ? null : findUserWhere(ctx, usernameIs(username));
}

/** Sign-in accepts an e-mail address or a username; usernames cannot contain '@', so both never collide. */
export async function findUserByIdentifier(ctx: ServiceContext, identifier: string): Promise<UserRow | null> {
  if (hasNulCharacter(identifier)) return null;
  return findUserWhere(ctx, or(eq(users.email, identifier.toLowerCase()), usernameIs(identifier)));
}
