/** Reading public profiles and editing one's own (name, bio, links, theme, affiliation, photo removal). */
import { eq } from 'drizzle-orm';
import type { updateUserBodySchema } from '@codeconquer/contracts';
import type { z } from 'zod';
import type { UserRow } from './sessions';
import { users } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from '../core/service-context';
import { removeProfilePhoto } from './profile-photo';
import { findUserById, findUserByUsername } from './user-lookup';
import { userChanged } from './user-changes';
import { organizationFor } from './organizations';

export async function getUserByIdOrThrow(ctx: ServiceContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx, id);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

export async function getUserByUsernameOrThrow(ctx: ServiceContext, username: string): Promise<UserRow> {
  const user = await findUserByUsername(ctx, username);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

export type ProfileChanges = z.output<typeof updateUserBodySchema>;

/** `changes` is the parsed update body: links are already normalised by the contract's schema. */
export async function updateProfile(
  ctx: ServiceContext,
  user: UserRow,
  changes: ProfileChanges,
): Promise<UserRow> {
  const { profilePhotoUrl, affiliation, ...fields } = changes;
  let current = user;
  if (profilePhotoUrl === null) current = await removeProfilePhoto(ctx, current);
  // Drizzle leaves undefined (absent) fields untouched.
  if (affiliation === undefined && Object.values(fields).every((value) => value === undefined))
    return current;
  const updated = await ctx.db.transaction(async (tx) => {
    // The same organization as a team (or another user) that named this short name and country.
    const organizationId =
      affiliation === undefined ? undefined : affiliation && (await organizationFor(tx, affiliation));
    const [row] = await tx
      .update(users)
      .set({ ...fields, organizationId, updatedAt: ctx.now() })
      .where(eq(users.id, user.id))
      .returning();
    return row;
  });
  if (!updated) throw new AppError('USER_NOT_FOUND');
  userChanged(user.id);
  return updated;
}
