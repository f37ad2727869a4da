/**
 * A contest kept live on the screens that show it (the contest page, the admin's contest editor): its
 * event stream, GET /contests/{id}/events (lib/event-stream.ts), names what changed, and the screen's
 * queries for it are read again (docs/contests.md#scoreboard). Every viewer hears a verdict at the same
 * moment, so that a thousand of them do not all ask in the same few milliseconds:
 *  - a read waits a random while, up to CONTEST_EVENT_READ_SPREAD_MS, and the events that arrive
 *    meanwhile join it;
 *  - a 'scoreboard' event carries the board's version: the pages that already show it are not read again
 *    (a read made late in one event's wait often brings the board of the next event already);
 *  - a page read again unchanged costs a 304: the answers carry an ETag, which the browser sends back.
 * One's own 'submissions' are read at once (nobody else hears of them). After a break in the stream,
 * everything is read again, for the events missed meanwhile.
 */
import type { ContestEventName } from '@codeconquer/contracts';
import { CONTEST_EVENT_READ_SPREAD_MS, type ContestEventData } from '@codeconquer/contracts/contest-events';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '@/lib/event-stream';

/**
 * The contracts' CONTEST_EVENTS, spelled here as a record's keys (the compiler checks it names every
 * event): a value imported from the contracts' main module would bring zod into the contest page.
 */
const EVENTS = Object.keys({
  scoreboard: true,
  clarifications: true,
  contest: true,
  submissions: true,
} satisfies Record<ContestEventName, true>) as ContestEventName[];

type ContestEvents = Record<ContestEventName, ContestEventData>;

/** A screen's queries of one contest, as the events name them. Kept in a module constant: stable. */
export type ContestEventKeys = {
  /** The queries an event makes stale. */
  keysFor: (event: ContestEventName, id: string) => readonly QueryKey[];
  /** The prefix of the board's pages, whose answers carry the version they show. */
  board: (id: string) => QueryKey;
};

/** What one wait has gathered: the events, and the board version to read ('scoreboard' only). */
export type DueReads = { events: Set<ContestEventName>; version: number | null };

/**
 * Gathers events into spread-out reads (a class of its own so that tests can drive it without React or
 * a server). `read` is called once per wait with what it gathered.
 */
export class SpreadReads {
  private due: DueReads = { events: new Set(), version: null };
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly read: (due: DueReads) => void,
    private readonly random: () => number = Math.random,
  ) {}

  /** An event arrived. */
  add(event: ContestEventName, version: number): void {
    if (event === 'submissions') return this.read({ events: new Set([event]), version: null });
    this.due.events.add(event);
    // The latest version told; 0 ("read again") wins over any.
    if (event === 'scoreboard') this.due.version = this.due.version === 0 ? 0 : version;
    this.timer ??= setTimeout(() => this.flush(), this.random() * CONTEST_EVENT_READ_SPREAD_MS);
  }

  /** Stops: nothing gathered is read. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private flush(): void {
    this.timer = undefined;
    const due = this.due;
    this.due = { events: new Set(), version: null };
    this.read(due);
  }
}

function shows(data: unknown, version: number): boolean {
  return typeof data === 'object' && data !== null && (data as { version?: unknown }).version === version;
}

/** Marks what `due` names stale (the screen's active queries are read again). */
export function readAgain(queryClient: QueryClient, id: string, keys: ContestEventKeys, due: DueReads): void {
  const board = JSON.stringify(keys.board(id));
  for (const event of due.events) {
    for (const queryKey of keys.keysFor(event, id)) {
      const { version } = due;
      const skipsShown = event === 'scoreboard' && version !== null && version !== 0;
      void queryClient.invalidateQueries({
        queryKey,
        // Board pages already showing the version told stay as they are.
        predicate:
          skipsShown && JSON.stringify(queryKey) === board
            ? (query) => !shows(query.state.data, version)
            : undefined,
      });
    }
  }
}

/** Keeps the contest's queries live while the calling screen is mounted (and `enabled`). */
export function useContestEvents(id: string, keys: ContestEventKeys, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const reads = new SpreadReads((due) => readAgain(queryClient, id, keys, due));
    void followEventStream<ContestEvents>(
      `/contests/${encodeURIComponent(id)}/events`,
      {
        names: EVENTS,
        onEvent: ({ name, data }) => reads.add(name, data?.version ?? 0),
        onOpen: (again) => {
          if (again) for (const event of EVENTS) reads.add(event, 0);
        },
      },
      controller.signal,
    );
    return () => {
      controller.abort();
      reads.stop();
    };
  }, [id, keys, enabled, queryClient]);
}
