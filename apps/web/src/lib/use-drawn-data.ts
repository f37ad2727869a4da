/**
 * A query's data as the screen should draw it: through a deferred render. TanStack Query hands each new
 * answer to React through `useSyncExternalStore`, whose updates React always renders synchronously, so a
 * page drawn from its answer was one long task (a profile's: 60–90 ms on our 2-core test machine, before
 * Lighthouse's 4× slowdown). With the data deferred, that synchronous render still sees the data it drew
 * before and has nothing new to draw; React then draws the answer in a transition render, which it splits
 * into slices of a few milliseconds (docs/delivery.md, First paint).
 *
 * `waiting` is true while there is nothing to draw yet but an answer is coming or has just come (show the
 * loading state); false with `data` undefined means the query failed or has no answer.
 */
import { useDeferredValue } from 'react';

export function useDrawnData<T>(query: { data: T | undefined; isPending: boolean }): {
  data: T | undefined;
  waiting: boolean;
} {
  const data = useDeferredValue(query.data);
  return { data, waiting: data === undefined && (query.isPending || query.data !== undefined) };
}
