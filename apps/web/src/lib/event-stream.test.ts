import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { EventStreamParser, followEventStream, readEventStream } from './event-stream';

describe('EventStreamParser', () => {
  it('reads named events with their data', () => {
    const parser = new EventStreamParser();
    expect(parser.push('event: progress\ndata: {"testIndex":1}\n\nevent: done\ndata: {}\n\n')).toEqual([
      { name: 'progress', data: '{"testIndex":1}' },
      { name: 'done', data: '{}' },
    ]);
  });

  it('keeps an event cut between chunks until its blank line arrives', () => {
    const parser = new EventStreamParser();
    expect(parser.push('event: clarif')).toEqual([]);
    expect(parser.push('ications\nda')).toEqual([]);
    expect(parser.push('ta: {"version":3}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ name: 'clarifications', data: '{"version":3}' }]);
  });

  it('reads CRLF line ends, names without a space and multi-line data', () => {
    const parser = new EventStreamParser();
    expect(parser.push('event:scoreboard\r\ndata:a\r\ndata: b\r\n\r\n')).toEqual([
      { name: 'scoreboard', data: 'a\nb' },
    ]);
  });

  it('skips keep-alive comments and empty blocks; an unnamed block is a message, a named one may lack data', () => {
    const parser = new EventStreamParser();
    expect(parser.push(': ping\n\nretry: 1000\n\ndata: hello\n\nevent: contest\n\n')).toEqual([
      { name: 'message', data: 'hello' },
      { name: 'contest', data: '' },
    ]);
  });
});

/** A stream that sends `chunks` and then ends, or stays open when `open` is set. */
function streamOf(chunks: string[], open = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!open) controller.close();
    },
  });
}

describe('readEventStream', () => {
  it('reads to the end, and stops early when the caller has what it came for', async () => {
    const seen: string[] = [];
    await readEventStream(streamOf(['event: a\ndata: 1\n\nevent: b\ndata: 2\n\n']), ({ name }) => {
      seen.push(name);
    });
    expect(seen).toEqual(['a', 'b']);
    seen.length = 0;
    // An open stream: returns only because the callback says so.
    await readEventStream(streamOf(['event: done\ndata: {}\n\n'], true), ({ name }) => {
      seen.push(name);
      return name === 'done';
    });
    expect(seen).toEqual(['done']);
  });
});

describe('followEventStream', () => {
  afterEach(() => vi.useRealTimers());

  type Events = { scoreboard: { version: number }; contest: { version: number } };

  it('hears only the events named, their data parsed, and opens the stream again after a break', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const heard: unknown[] = [];
    const openings: boolean[] = [];
    const opened = [
      streamOf(['event: scoreboard\ndata: {"version":7}\n\nevent: other\ndata: {}\n\n']),
      streamOf(['event: contest\ndata: not json\n\nevent: contest\ndata: {"version":8}\n\n'], true),
    ];
    const open = vi.fn(async () => opened.shift() ?? streamOf([], true));
    const following = followEventStream<Events>(
      '/contests/c1/events',
      {
        names: ['scoreboard', 'contest'],
        onEvent: (event) => heard.push(event),
        onOpen: (again) => openings.push(again),
      },
      controller.signal,
      open,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([{ name: 'scoreboard', data: { version: 7 } }]);
    expect(openings).toEqual([false]);
    // The first stream ended: opened again a second later, and told so.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(open).toHaveBeenCalledTimes(2);
    expect(openings).toEqual([false, true]);
    expect(heard).toEqual([
      { name: 'scoreboard', data: { version: 7 } },
      { name: 'contest', data: { version: 8 } },
    ]);
    controller.abort();
    await following;
  });

  it('waits longer after each failed opening, and stops at a refusal that would not change', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const open = vi
      .fn<(path: string, signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>>()
      .mockRejectedValueOnce(new ApiRequestError(0, {}, 'offline'))
      .mockRejectedValueOnce(new ApiRequestError(503, {}, 'unavailable'))
      .mockRejectedValueOnce(new ApiRequestError(404, {}, 'no such contest'));
    let ended = false;
    const following = followEventStream<Events>(
      '/contests/c1/events',
      { names: ['scoreboard'], onEvent: () => undefined },
      controller.signal,
      open,
    ).then(() => {
      ended = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(3);
    await following;
    expect(ended).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(3);
  });
});
