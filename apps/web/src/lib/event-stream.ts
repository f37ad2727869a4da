/**
 * The one reader of the server's event streams (Server-Sent Events): a contest's changes, a submission's
 * judging, the signed-in user's notifications. Streams are opened with fetch (`apiStream`), not
 * EventSource: fetch sends the bearer token as every other call does, where EventSource can send only the
 * cookie. Three layers, each usable alone:
 *  - `EventStreamParser`: text in, events out (the part of the format the server writes);
 *  - `readEventStream`: one opened stream, read to its end;
 *  - `followEventStream`: a stream kept open. After a break it is opened again, after a pause that grows
 *    while the breaks go on; a refusal that asking again would not change (signed out, no such contest)
 *    ends it. Each opening is told, so that the caller can read again what it missed meanwhile.
 * Typed: the caller names the events it hears and the type of their data (JSON); others are skipped.
 */
import { ApiRequestError, apiStream } from './api-client';

/** One event as sent: its name ('message' when unnamed) and its data (lines joined by '\n'). */
export type StreamEvent = { name: string; data: string };

export class EventStreamParser {
  private buffer = '';

  /**
   * Feeds decoded text and returns the events it completed, in order. Chunks may end anywhere: the
   * unfinished tail waits for the next one. Comments (keep-alives) are skipped, as are blocks with
   * neither a name nor data; a named block without data is an event with empty data.
   */
  push(text: string): StreamEvent[] {
    this.buffer += text.replace(/\r\n?/g, '\n');
    const events: StreamEvent[] = [];
    let boundary = this.buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const event = parseBlock(this.buffer.slice(0, boundary));
      if (event) events.push(event);
      this.buffer = this.buffer.slice(boundary + 2);
      boundary = this.buffer.indexOf('\n\n');
    }
    return events;
  }
}

function parseBlock(block: string): StreamEvent | null {
  let name: string | null = null;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  }
  if (name === null && data.length === 0) return null;
  return { name: name ?? 'message', data: data.join('\n') };
}

/**
 * Reads an opened stream until it ends, until `onEvent` returns true (the caller has what it came for),
 * or until `signal` aborts. The stream is released either way.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => boolean | void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new EventStreamParser();
  // Cancelling ends the pending read: a stream not opened by an aborting fetch would keep it waiting.
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel);
  try {
    if (signal?.aborted) return;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      for (const event of parser.push(decoder.decode(value, { stream: true })))
        if (onEvent(event) === true) return;
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    cancel();
  }
}

/** A stream's events by name, with the type of each one's data. */
export type EventTypes = Record<string, unknown>;

/** One event of `Events`, its data parsed. */
export type TypedEvent<Events extends EventTypes> = {
  [Name in keyof Events & string]: { name: Name; data: Events[Name] };
}[keyof Events & string];

export type StreamFollower<Events extends EventTypes> = {
  /** The events heard; any other, and any whose data is not JSON, is skipped. */
  names: readonly (keyof Events & string)[];
  onEvent: (event: TypedEvent<Events>) => void;
  /** Called each time the stream opens: with `again`, after a break (events may have been missed). */
  onOpen?: (again: boolean) => void;
};

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

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
    if (signal.aborted) return resolve();
    const end = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', end);
      resolve();
    };
    const timer = setTimeout(end, ms);
    signal.addEventListener('abort', end);
  });
}

function parseData(data: string): { ok: true; value: unknown } | { ok: false } {
  if (data === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(data) };
  } catch {
    return { ok: false };
  }
}

/**
 * Follows the stream at `path` (under the API's base) until `signal` aborts or the server refuses it for
 * good. `open` opens it (apiStream; a test passes its own).
 */
export async function followEventStream<Events extends EventTypes>(
  path: string,
  follower: StreamFollower<Events>,
  signal: AbortSignal,
  open: (path: string, signal: AbortSignal) => Promise<ReadableStream<Uint8Array>> = (at, stop) =>
    apiStream(at, { signal: stop }),
): Promise<void> {
  const names = new Set<string>(follower.names);
  let delay = RETRY_FIRST_MS;
  let opened = false;
  while (!signal.aborted) {
    try {
      const body = await open(path, signal);
      follower.onOpen?.(opened);
      opened = true;
      delay = RETRY_FIRST_MS;
      await readEventStream(
        body,
        ({ name, data }) => {
          if (!names.has(name)) return;
          const parsed = parseData(data);
          if (parsed.ok) follower.onEvent({ name, data: parsed.value } as TypedEvent<Events>);
        },
        signal,
      );
    } catch (error) {
      if (signal.aborted || isFinal(error)) return;
    }
    await pause(delay, signal);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  }
}
