/**
 * Keeps the servers' cached views in step (docs/operations.md#several-servers): what this server
 * announces goes out on the bus's 'views' topic, and what another server announces bumps the same
 * version here, so the next request rebuilds the view (a sign-out, a ban, a settings change or a new
 * verdict shows on every server at once, not after the caches' background refresh).
 */
import { z } from 'zod';
import { markUserChanged } from '../accounts/user-changes';
import { markProblemViewsChanged } from '../problems/problem-views';
import { markSettingsChanged } from '../settings/site-settings';
import type { ClusterBus } from '../lib/cluster-bus';
import { onViewChange, type ViewChange } from '../lib/view-changes';

const viewChangeSchema: z.ZodType<ViewChange> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: z.string().min(1).max(100) }),
  z.object({ kind: z.literal('problems') }),
  z.object({ kind: z.literal('settings') }),
]);

function applyRemote(change: ViewChange): void {
  if (change.kind === 'user') markUserChanged(change.userId);
  else if (change.kind === 'problems') markProblemViewsChanged();
  else markSettingsChanged();
}

/** Starts sharing view changes over `bus`; returns the function that stops. */
export function shareViewChanges(bus: ClusterBus): () => void {
  bus.subscribe('views', (body) => {
    const parsed = viewChangeSchema.safeParse(body);
    if (parsed.success) applyRemote(parsed.data);
  });
  return onViewChange((change) => bus.publish('views', change));
}
