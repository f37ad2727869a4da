/**
 * Server-Sent Events for every live view (a submission's judging, a contest's changes): takes the
 * response over from Fastify, writes the stream headers, keeps quiet streams alive through proxies with a
 * comment line every 15 s, and tells its owner when the client goes away. The app keeps its open streams
 * (installEventStreams): when it closes (a restart, SIGTERM) each gets a retry hint and is ended, so that
 * closing never waits on a browser and the browser reconnects, to this server restarted or another one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Keeps proxies from closing a quiet stream (a long queue may be ahead of a submission). */
const HEARTBEAT_MS = 15_000;
/** What a browser's EventSource waits before reconnecting to a stream a closing server ended. */
export const RECONNECT_AFTER_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The event streams open now (metrics count them; closing the app ends them). */
    eventStreams: Set<EventStream>;
  }
}

/** Keeps the app's open streams, and ends them with a retry hint before the server stops listening. */
export function installEventStreams(app: FastifyInstance): void {
  app.decorate('eventStreams', new Set<EventStream>());
  // preClose runs before the server closes its connections: an open stream would keep close() waiting.
  app.addHook('preClose', async () => {
    for (const stream of [...app.eventStreams]) stream.end({ retryMs: RECONNECT_AFTER_MS });
  });
}

export type EventStream = {
  /** Sends one named event with a JSON payload (nothing once the stream has ended). */
  send(event: string, data: unknown): void;
  /** Ends the stream (idempotent). */
  close(): void;
  /** Ends it telling the browser to come back after `retryMs` (the server is going away). */
  end(options: { retryMs: number }): void;
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
  const streams = request.server.eventStreams;
  const stream: EventStream = {
    send(event, data) {
      if (!ended && !out.writableEnded) out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close,
    end({ retryMs }) {
      if (!ended && !out.writableEnded) out.write(`retry: ${retryMs}\n\n`);
      close();
    },
    onClose(listener) {
      if (ended) listener();
      else closeListeners.push(listener);
    },
  };
  streams.add(stream);
  stream.onClose(() => streams.delete(stream));
  return stream;
}
