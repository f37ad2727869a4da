/** Who may change a profile: its owner, or an admin. */
import type { UserRow } from './sessions';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from '../core/service-context';
import { findUserById } from './user-lookup';

/**
 * The account `viewer` wants to manage. Permission is checked before existence, so other people cannot
 * probe which ids exist: they get 403 either way.
 */
export async function loadManagedUser(
  ctx: ServiceContext,
  viewer: UserRow,
  targetId: string,
): Promise<UserRow> {
  if (viewer.id !== targetId && viewer.role !== 'admin') throw new AppError('FORBIDDEN');
  if (viewer.id === targetId) return viewer;
  const target = await findUserById(ctx, targetId);
  if (!target) throw new AppError('USER_NOT_FOUND');
  return target;
}
