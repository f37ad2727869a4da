/**
 * Changes to what the in-memory views show (docs/architecture.md#hot-reads), announced so that other
 * servers rebuild their copies too. The modules that own a view call announceViewChange() next to their
 * own version bump; with Redis, http/view-sync.ts carries the announcement to every other server,
 * which bumps the same version there. Process-wide, as the versions it mirrors are.
 */
export type ViewChange = { kind: 'user'; userId: string } | { kind: 'problems' } | { kind: 'settings' };

const listeners = new Set<(change: ViewChange) => void>();

export function announceViewChange(change: ViewChange): void {
  for (const listener of listeners) listener(change);
}

/** Hears every announcement made in this process; returns the function that stops hearing. */
export function onViewChange(listener: (change: ViewChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
