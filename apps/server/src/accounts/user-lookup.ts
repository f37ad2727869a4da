/** Finding users by id, e-mail, username or sign-in identifier. Every lookup is safe for any input string. */
import { eq, or, sql } from 'drizzle-orm';
import { hasNulCharacter } from '@codeconquer/contracts';
import type { UserRow } from './sessions';
import { users } from '../db/schema';
import type { ServiceContext } from '../core/service-context';
import { isUuid } from '../lib/uuid';

export async function findUserById(ctx: ServiceContext, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** E-mail addresses are stored lower-case. */
export async function findUserByEmail(ctx: ServiceContext, email: string): Promise<UserRow | null> {
  if (hasNulCharacter(email)) return null;
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

/** Usernames are unique case-insensitively (index on lower(username)). */
export async function findUserByUsername(ctx: ServiceContext, username: string): Promise<UserRow | null> {
  if (hasNulCharacter(username)) return null;
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ?? null;
}

/** Sign-in accepts an e-mail address or a username; usernames cannot contain '@', so both never collide. */
export async function findUserByIdentifier(ctx: ServiceContext, identifier: string): Promise<UserRow | null> {
  if (hasNulCharacter(identifier)) return null;
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(
      or(eq(users.email, identifier.toLowerCase()), sql`lower(${users.username}) = lower(${identifier})`),
    )
    .limit(1);
  return row ?? null;
}
