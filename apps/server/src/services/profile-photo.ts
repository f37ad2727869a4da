/** Setting and removing a profile photo: the row and the file change together, the old file is removed. */
import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/sessions';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import type { AppContext } from '../http/context';
import { detectImageType } from '../lib/image-type';
import { deleteAvatar, writeAvatar } from './avatar-files';

async function setPhoto(ctx: AppContext, user: UserRow, fileName: string | null): Promise<UserRow> {
  const [updated] = await ctx.db
    .update(users)
    .set({ profilePhoto: fileName, updatedAt: ctx.now() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new AppError('USER_NOT_FOUND');
  await deleteAvatar(ctx, user.profilePhoto);
  return updated;
}

export async function saveProfilePhoto(ctx: AppContext, user: UserRow, bytes: Buffer): Promise<UserRow> {
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

export async function removeProfilePhoto(ctx: AppContext, user: UserRow): Promise<UserRow> {
  return setPhoto(ctx, user, null);
}
