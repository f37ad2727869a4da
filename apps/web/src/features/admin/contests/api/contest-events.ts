/**
 * Live updates of an open contest: GET /contests/{id}/events (server-sent events) names what changed,
 * 'scoreboard', 'clarifications' or 'contest', and the matching queries are read again. Opened with
 * apiStream (fetch and a stream reader), as the solve page follows a submission: EventSource cannot send
 * the bearer token. Events close together are read again once (a rejudge sends many). A stream that
 * breaks is opened again after a growing pause, and everything is read again then, for the events missed
 * meanwhile; a refusal (signed out, no such contest) ends it, since waiting would not change the answer.
 */
import { CONTEST_EVENTS, type ContestEventName } from '@codeconquer/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError, apiStream } from '@/lib/api-client';
import { contestQueryKeys } from './contest-query-keys';
import { SseEventNames } from './sse-event-names';

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** Events within this time of the first are read again together. */
const REFRESH_DELAY_MS = 300;

type Listener = {
  onEvent: (name: ContestEventName) => void;
  /** Called each time the stream opens: with `again`, after a break. */
  onOpen: (again: boolean) => void;
};

function isContestEvent(name: string): name is ContestEventName {
  return (CONTEST_EVENTS as readonly string[]).includes(name);
}

/** A refusal that a later try would get again (a timeout or a rate limit is worth waiting out). */
function isFinal(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** Waits `ms`, or less if `signal` aborts meanwhile. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const end = () => {
      window.clearTimeout(timer);
      signal.removeEventListener('abort', end);
      resolve();
    };
    const timer = window.setTimeout(end, ms);
    signal.addEventListener('abort', end);
  });
}

async function readEvents(body: ReadableStream<Uint8Array>, onEvent: Listener['onEvent']): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const names = new SseEventNames();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      for (const name of names.push(decoder.decode(value, { stream: true })))
        if (isContestEvent(name)) onEvent(name);
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** Follows the contest's events until `signal` aborts or the server refuses the stream. */
export async function followContestEvents(
  id: string,
  listener: Listener,
  signal: AbortSignal,
): Promise<void> {
  let delay = RETRY_FIRST_MS;
  let opened = false;
  while (!signal.aborted) {
    try {
      const body = await apiStream(`/contests/${encodeURIComponent(id)}/events`, { signal });
      listener.onOpen(opened);
      opened = true;
      delay = RETRY_FIRST_MS;
      await readEvents(body, listener.onEvent);
    } catch (error) {
      if (signal.aborted || isFinal(error)) return;
    }
    await pause(delay, signal);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  }
}

/** What each event makes stale. A contest's change (its times, a freeze lifted) can change its board. */
function refresh(queryClient: QueryClient, id: string, name: ContestEventName): Promise<void> {
  const keys = {
    scoreboard: [contestQueryKeys.scoreboards(id)],
    // The contest and the list count the questions waiting for an answer.
    clarifications: [
      contestQueryKeys.clarifications(id),
      contestQueryKeys.contest(id),
      contestQueryKeys.list,
    ],
    contest: [contestQueryKeys.contest(id), contestQueryKeys.list, contestQueryKeys.scoreboards(id)],
    // The admin pages list no submissions: the board's own event covers what they show.
    submissions: [],
  }[name];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** Keeps the contest's queries live while the component using it is mounted. */
export function useContestEvents(id: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    const due = new Set<ContestEventName>();
    let timer: number | undefined;
    const flush = () => {
      timer = undefined;
      for (const name of due) void refresh(queryClient, id, name);
      due.clear();
    };
    const schedule = (name: ContestEventName) => {
      due.add(name);
      timer ??= window.setTimeout(flush, REFRESH_DELAY_MS);
    };
    void followContestEvents(
      id,
      {
        onEvent: schedule,
        onOpen: (again) => {
          if (again) CONTEST_EVENTS.forEach(schedule);
        },
      },
      controller.signal,
    );
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [id, queryClient]);
}
