/**
 * Public profiles as anyone but their owner and admins sees them (no e-mail address), served from memory
 * (lib/view-cache.ts, docs/architecture.md#hot-reads). Looked up by id or username, so they are rebuilt
 * when any user changes (accounts/user-changes.ts), and refreshed in the background after a second for
 * changes made by another server process.
 */
import type { UserResponse } from '@codeconquer/contracts';
import type { ServiceContext } from '../core/service-context';
import { viewCachePerOwner, type JsonBody } from '../lib/view-cache';
import { getUserByIdOrThrow, getUserByUsernameOrThrow } from './profile';
import type { UserRow } from './sessions';
import { anyUserVersion } from './user-changes';
import { userView } from './user-view';

// A profile is under 1 kB: tens of thousands fit.
const cacheOfDatabase = viewCachePerOwner({ freshMs: 1000, maxChars: 32 * 1024 * 1024 });
const cacheOf = (ctx: ServiceContext) => cacheOfDatabase(ctx.db);

export type ProfileKey = { id: string } | { username: string };

/** Whether `viewer` sees more of the profile than the public does (their own, or they are an admin). */
export function seesPrivateFields(viewer: UserRow | null, key: ProfileKey): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  return 'id' in key ? viewer.id === key.id : viewer.username.toLowerCase() === key.username.toLowerCase();
}

/** The user the key names; rejects with USER_NOT_FOUND. */
export function findProfileUser(ctx: ServiceContext, key: ProfileKey): Promise<UserRow> {
  return 'id' in key ? getUserByIdOrThrow(ctx, key.id) : getUserByUsernameOrThrow(ctx, key.username);
}

/** The public view of the profile; rejects with USER_NOT_FOUND. */
export function publicProfileBody(ctx: ServiceContext, key: ProfileKey): Promise<JsonBody> {
  const cacheKey = 'id' in key ? `id:${key.id}` : `username:${key.username.toLowerCase()}`;
  return cacheOf(ctx).get(cacheKey, anyUserVersion(), async (): Promise<UserResponse> => {
    return { user: await userView(ctx.db, await findProfileUser(ctx, key), { includePrivate: false }) };
  });
}
