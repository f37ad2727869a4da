/**
 * A streamed NDJSON answer (the Contest API's event feed): takes the response over from Fastify, writes the
 * headers at once, one JSON object per line, and a bare newline every 10 s while there is nothing to say,
 * so proxies and clients keep a quiet feed open (the specification asks for one within 120 s).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const KEEP_ALIVE_MS = 10_000;

export type NdjsonStream = {
  send(objects: readonly unknown[]): void;
  close(): void;
  onClose(listener: () => void): void;
};

/** `serialize` writes one object as one line's JSON (JSON.stringify unless the API has its own). */
export function openNdjsonStream(
  request: FastifyRequest,
  reply: FastifyReply,
  serialize: (object: unknown) => string = JSON.stringify,
): NdjsonStream {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
    // nginx buffers responses unless told not to.
    'x-accel-buffering': 'no',
  });
  out.flushHeaders();
  const closeListeners: (() => void)[] = [];
  let ended = false;
  const keepAlive = setInterval(() => {
    if (!out.writableEnded) out.write('\n');
  }, KEEP_ALIVE_MS);
  const close = () => {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    if (!out.writableEnded) out.end();
    for (const listener of closeListeners.splice(0)) listener();
  };
  request.raw.on('close', close);
  return {
    send(objects) {
      if (ended || out.writableEnded || objects.length === 0) return;
      out.write(objects.map((object) => `${serialize(object)}\n`).join(''));
    },
    close,
    onClose(listener) {
      if (ended) listener();
      else closeListeners.push(listener);
    },
  };
}
