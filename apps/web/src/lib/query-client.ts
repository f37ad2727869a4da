/**
 * The app's one query cache. It is a module, not state of <Providers>, so that the router's loaders can
 * start a screen's request before the screen's chunk has arrived (app/router.tsx), into the cache the
 * screen then reads.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * How long a query a loader has just fetched counts as fresh, so that the screen mounting a moment later
 * reads it instead of fetching it again. Short on purpose: the cache keys do not name the user, and a
 * screen reached later (after signing in, say) should still fetch its own answer.
 */
export const PREFETCHED_FRESH_MS = 5_000;
