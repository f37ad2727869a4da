/** Setting and removing a profile photo: the row and the file change together, the old file is removed. */
import { eq } from 'drizzle-orm';
import type { UserRow } from './sessions';
import { users } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from '../core/service-context';
import { detectImageType } from '../lib/image-type';
import { deleteAvatar, writeAvatar } from './avatar-files';
import { userChanged } from './user-changes';

async function setPhoto(ctx: ServiceContext, user: UserRow, fileName: string | null): Promise<UserRow> {
  const [updated] = await ctx.db
    .update(users)
    .set({ profilePhoto: fileName, updatedAt: ctx.now() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new AppError('USER_NOT_FOUND');
  userChanged(user.id);
  await deleteAvatar(ctx, user.profilePhoto);
  return updated;
}

export async function saveProfilePhoto(ctx: ServiceContext, user: UserRow, bytes: Buffer): Promise<UserRow> {
  const type = detectImageType(bytes);
  if (!type) throw new AppError('INVALID_IMAGE');
  const fileName = await writeAvatar(ctx, user.id, bytes, type);
  try {
    return await setPhoto(ctx, user, fileName);
  } catch (error) {
    await deleteAvatar(ctx, fileName);
    throw error;
  }
}

export async function removeProfilePhoto(ctx: ServiceContext, user: UserRow): Promise<UserRow> {
  return setPhoto(ctx, user, null);
}
