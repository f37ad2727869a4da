/**
 * Who reads a contest, for the cache keys: the user's id or 'guest'. `ready` is false while a stored
 * session is being checked, so no answer is fetched as a guest's and then kept for the user.
 */
import { useSession } from '@/lib/session/use-session';
import type { Viewer } from './contest-query-keys';

export function useViewer(): { viewer: Viewer; ready: boolean; signedIn: boolean } {
  const { user, status } = useSession();
  return { viewer: user?.id ?? 'guest', ready: status !== 'loading', signedIn: user !== null };
}
