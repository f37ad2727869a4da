/**
 * Sends a JSON body that was serialised ahead (lib/view-cache.ts) with its ETag: a client that
 * already holds those bytes gets 304 and no body. `no-cache` makes browsers ask each time (counters move),
 * and Vary tells shared caches that a signed-in admin may be answered differently and that the bytes
 * depend on the accepted encodings; a user's own data is `private`. The brotli and gzip forms are made
 * once per body, on first demand.
 */
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonBody } from '../lib/view-cache';

type Encoding = 'br' | 'gzip';

const compressed = new WeakMap<JsonBody, Partial<Record<Encoding, Buffer>>>();

/**
 * A public view is read by everyone until it changes: compressed as small as can be. A user's own view
 * may change at their next submission and is read by them alone: compressed fast (brotli 5 takes about
 * a tenth of brotli 11's time for a few percent more bytes).
 */
const EFFORT = {
  public: { brotli: zlib.constants.BROTLI_MAX_QUALITY, gzip: 9 },
  private: { brotli: 5, gzip: 6 },
} as const;

function compress(body: JsonBody, encoding: Encoding, audience: Audience): Buffer {
  const forms = compressed.get(body) ?? {};
  compressed.set(body, forms);
  const effort = EFFORT[audience];
  forms[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(body.json, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: effort.brotli,
          },
        })
      : zlib.gzipSync(body.json, { level: effort.gzip });
  return forms[encoding];
}

/** The encoding to send in: brotli before gzip, none when neither is accepted (q=0 refuses one). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Below this, compressing saves less than it costs (the API's compression threshold too). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * `private` for a signed-in user's own data: no shared cache may keep it, and it differs by the session
 * (bearer header or cookie).
 */
export type Audience = 'public' | 'private';

export function sendJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: JsonBody,
  audience: Audience = 'public',
): FastifyReply {
  reply
    .header('etag', body.etag)
    .header('cache-control', audience === 'private' ? 'private, no-cache' : 'no-cache')
    .header(
      'vary',
      audience === 'private' ? 'Authorization, Cookie, Accept-Encoding' : 'Authorization, Accept-Encoding',
    );
  if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    body.json.length >= COMPRESS_FROM_BYTES ? chosenEncoding(request.headers['accept-encoding']) : null;
  // A string with a JSON content type is sent as it is, and compressed bytes are passed through.
  if (!encoding) return reply.send(body.json);
  return reply.header('content-encoding', encoding).send(compress(body, encoding, audience));
}
