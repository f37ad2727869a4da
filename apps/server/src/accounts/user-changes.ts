/**
 * Which version of each user's data is current, for the caches that serve it from memory (the signed-in
 * user behind a session, a user's submission pages and stats, public profiles). Whoever changes a user's
 * row, sessions or submissions calls userChanged() after committing; a cache compares the version it
 * loaded at with userVersion() and rebuilds on a difference (docs/architecture.md#hot-reads).
 *
 * Versions are values of one process-wide clock, so a user whose version was forgotten (only the most
 * recently changed users are remembered) reads as the newest version forgotten so far: never older than
 * one a cache may hold for them, at worst a rebuild too many.
 */
import { LRUCache } from 'lru-cache';
import { announceViewChange } from '../lib/view-changes';

const REMEMBERED_USERS = 100_000;

let clock = 0;
/** The newest version among forgotten users. */
let forgottenUpTo = 0;
const versions = new LRUCache<string, number>({
  max: REMEMBERED_USERS,
  dispose: (version, _userId, reason) => {
    if (reason === 'evict') forgottenUpTo = Math.max(forgottenUpTo, version);
  },
});

/** The user's row, sessions or submissions changed (committed): cached views of them are rebuilt. */
export function userChanged(userId: string): void {
  markUserChanged(userId);
  announceViewChange({ kind: 'user', userId });
}

/** As userChanged, without telling the other servers (for a change they told this one of). */
export function markUserChanged(userId: string): void {
  clock += 1;
  versions.set(userId, clock);
}

export function userVersion(userId: string): number {
  return versions.get(userId) ?? forgottenUpTo;
}

/** Moves whenever any user changes: for views looked up by something other than the user's id. */
export function anyUserVersion(): number {
  return clock;
}
