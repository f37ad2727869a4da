/**
 * Server-Sent Events for every live view (a submission's judging now, scoreboards next): takes the
 * response over from Fastify, writes the stream headers, keeps quiet streams alive through proxies with a
 * comment line every 15 s, and tells its owner when the client goes away.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Keeps proxies from closing a quiet stream (a long queue may be ahead of a submission). */
const HEARTBEAT_MS = 15_000;

export type EventStream = {
  /** Sends one named event with a JSON payload (nothing once the stream has ended). */
  send(event: string, data: unknown): void;
  /** Ends the stream (idempotent). */
  close(): void;
  /** Runs `listener` once when the stream ends, by close() or because the client left. */
  onClose(listener: () => void): void;
};

export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx buffers responses unless told not to.
    'x-accel-buffering': 'no',
  });
  // Without this the headers wait for the first bytes: for a queued submission that is the first
  // heartbeat, 15 s away, and a proxy with a time-to-first-byte limit would cut the stream.
  out.flushHeaders();
  const closeListeners: (() => void)[] = [];
  let ended = false;
  const heartbeat = setInterval(() => {
    if (!out.writableEnded) out.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  const close = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    if (!out.writableEnded) out.end();
    for (const listener of closeListeners.splice(0)) listener();
  };
  request.raw.on('close', close);
  return {
    send(event, data) {
      if (!ended && !out.writableEnded) out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close,
    onClose(listener) {
      if (ended) listener();
      else closeListeners.push(listener);
    },
  };
}
