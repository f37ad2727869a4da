/**
 * Keeps an open contest page live: GET /contests/{id}/events sends 'scoreboard', 'clarifications' and
 * 'contest', each meaning "this changed, read it again" (their data is not needed), and the matching
 * queries are invalidated. Only the queries on screen are fetched again.
 *
 * EventSource, unlike the submission stream's fetch (apiStream), cannot send the bearer header; the
 * session's httpOnly cookie, which the server accepts as well, goes with it instead (same origin,
 * `withCredentials`). EventSource also reconnects by itself after a dropped connection.
 */
import type { ContestEventName } from '@codeconquer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '@/lib/api-client';
import { keysForEvent } from './contest-query-keys';

/**
 * The contracts' CONTEST_EVENTS, spelled here as a record's keys (the compiler checks it names every
 * event): a value imported from the contracts would bring zod into the page's first chunk.
 */
const EVENTS = Object.keys({
  scoreboard: true,
  clarifications: true,
  contest: true,
  submissions: true,
} satisfies Record<ContestEventName, true>) as ContestEventName[];

/**
 * Events of one name within this window cost one refetch: a busy contest judges many submissions a
 * second, and each refetch would otherwise cancel the one before it.
 */
const COALESCE_MS = 500;
/** A stream the server closed for good (not a dropped connection) is opened again after this long. */
const REOPEN_MS = 15_000;

/** `enabled`: open the stream only for a contest that exists (an unknown one would be retried forever). */
export function useContestEvents(id: string, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const timers = new Map<ContestEventName, number>();
    let source: EventSource | null = null;
    let reopenTimer: number | undefined;
    let stopped = false;

    const invalidate = (event: ContestEventName) => {
      for (const queryKey of keysForEvent(event, id)) void queryClient.invalidateQueries({ queryKey });
    };
    const schedule = (event: ContestEventName) => {
      if (timers.has(event)) return;
      timers.set(
        event,
        window.setTimeout(() => {
          timers.delete(event);
          invalidate(event);
        }, COALESCE_MS),
      );
    };

    const open = (reopened: boolean) => {
      const stream = new EventSource(`${API_BASE}/contests/${encodeURIComponent(id)}/events`, {
        withCredentials: true,
      });
      source = stream;
      let everOpen = false;
      stream.onopen = () => {
        // After a break, events may have been missed: read everything again.
        if (everOpen || reopened) for (const event of EVENTS) schedule(event);
        everOpen = true;
      };
      stream.onerror = () => {
        if (stream.readyState !== EventSource.CLOSED || stopped) return;
        reopenTimer = window.setTimeout(() => open(true), REOPEN_MS);
      };
      for (const event of EVENTS) stream.addEventListener(event, () => schedule(event));
    };
    open(false);

    return () => {
      stopped = true;
      source?.close();
      window.clearTimeout(reopenTimer);
      for (const timer of timers.values()) window.clearTimeout(timer);
    };
  }, [id, enabled, queryClient]);
}
