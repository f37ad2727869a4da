/**
 * Changes to what the in-memory views show (docs/architecture.md#hot-reads), announced so that other
 * servers rebuild their copies too. The modules that own a view call announceViewChange() next to their
 * own version bump; with Redis, http/view-sync.ts carries the announcement to every other server,
 * which bumps the same version there. Process-wide, as the versions it mirrors are.
 */
import { createBroadcast } from './broadcast';

export type ViewChange = { kind: 'user'; userId: string } | { kind: 'problems' } | { kind: 'settings' };

const viewChanges = createBroadcast<ViewChange>();

export const announceViewChange = viewChanges.emit;

/** Hears every announcement made in this process; returns the function that stops hearing. */
export const onViewChange = viewChanges.listen;
