/**
 * Sends a JSON body that was serialised ahead (lib/view-cache.ts) with its ETag: a client that
 * already holds those bytes gets 304 and no body. `no-cache` makes browsers ask each time (counters move),
 * and Vary tells shared caches that a signed-in admin may be answered differently and that the bytes
 * depend on the accepted encodings; a user's own data is `private`. The brotli and gzip forms are made
 * once per body, on first demand, as hard as the body's lifetime is worth.
 */
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPatched, type PatchedBody, type PiecedBody } from '../lib/pieced-json';
import type { JsonBody } from '../lib/view-cache';

type Encoding = 'br' | 'gzip';

const compressed = new WeakMap<JsonBody, Partial<Record<Encoding, Buffer>>>();

/**
 * How long a body is read before it changes, which sets how hard it is compressed. A public view is read
 * by everyone until it changes ('lasting'): compressed as small as can be. A user's own view may change at
 * their next submission and is read by them alone, and a contest's scoreboard page changes with the next
 * verdict ('brief'): compressed fast (brotli 5 takes about a tenth of brotli 11's time for a few percent
 * more bytes; brotli 11 takes ~180 ms on a scoreboard page of 137 KiB).
 */
export type Lifetime = 'lasting' | 'brief';

const EFFORT = {
  lasting: { brotli: zlib.constants.BROTLI_MAX_QUALITY, gzip: 9 },
  brief: { brotli: 5, gzip: 6 },
} as const;

function compress(body: JsonBody, encoding: Encoding, lifetime: Lifetime): Buffer {
  if (encoding === 'gzip' && isPatched(body)) return gzipPatched(body, EFFORT[lifetime].gzip);
  const forms = compressed.get(body) ?? {};
  compressed.set(body, forms);
  const effort = EFFORT[lifetime];
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

/**
 * A patched body's gzip form (lib/pieced-json.ts): one deflate stream made of three, each compressed on
 * its own and joined. The base's pieces before the patch and after it are compressed once per place
 * (each stream ends on a byte boundary, as a sync flush leaves it, and only the last one ends the
 * stream); per reader, only their piece is compressed, and the checksum run over their piece and what
 * follows it. Independently compressed parts refer to nothing before them, so their concatenation is a
 * valid stream; gzip decoders read it as any other. It costs a few percent of size against one stream.
 */
type PatchPlace = {
  /** The pieces before the patch, deflated and sync-flushed; their CRC-32 and length in bytes. */
  head: Buffer;
  headCrc: number;
  headBytes: number;
  /** The pieces after it, deflated to the end of the stream; their length in bytes. */
  tail: Buffer;
  tailBytes: number;
};

/** Per base body, its places made so far (by compression level and index). */
const patchPlaces = new WeakMap<PiecedBody, Map<string, PatchPlace>>();

function placeOf(base: PiecedBody, index: number, level: number): PatchPlace {
  let places = patchPlaces.get(base);
  if (!places) {
    places = new Map();
    patchPlaces.set(base, places);
  }
  const key = `${level}:${index}`;
  let place = places.get(key);
  if (!place) {
    const head = base.pieces.slice(0, index).join('');
    const tail = base.pieces.slice(index + 1).join('');
    place = {
      head: zlib.deflateRawSync(head, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
      headCrc: zlib.crc32(head),
      headBytes: Buffer.byteLength(head),
      tail: zlib.deflateRawSync(tail, { level }),
      tailBytes: Buffer.byteLength(tail),
    };
    places.set(key, place);
  }
  return place;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

function gzipPatched(body: PatchedBody, level: number): Buffer {
  const { base, index, piece } = body.patch;
  const place = placeOf(base, index, level);
  const middle = zlib.deflateRawSync(piece, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  // The checksum runs on from the head's over the piece and the rest (a CRC cannot be joined from parts
  // without more arithmetic than this: the rest of a page is ~140 KB at most, some 30 µs).
  let crc = zlib.crc32(piece, place.headCrc);
  for (let at = index + 1; at < base.pieces.length; at += 1) crc = zlib.crc32(base.pieces[at] ?? '', crc);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  // ISIZE: the length modulo 2^32.
  trailer.writeUInt32LE((place.headBytes + Buffer.byteLength(piece) + place.tailBytes) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, place.head, middle, place.tail, trailer]);
}

/**
 * The encoding to send in: brotli before gzip (gzip before brotli for a patched body, whose gzip form
 * is made of parts compressed ahead), none when neither is accepted (q=0 refuses one).
 */
export function chosenEncoding(
  acceptEncoding: string | undefined,
  preferred: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  return preferred.find((encoding) => accepted.has(encoding)) ?? null;
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
  lifetime: Lifetime = audience === 'public' ? 'lasting' : 'brief',
  /** A body made ahead that is not JSON (a problem's first-paint page, http/problem-first-paint.ts). */
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  reply
    .header('etag', body.etag)
    .header('cache-control', audience === 'private' ? 'private, no-cache' : 'no-cache')
    .header(
      'vary',
      audience === 'private' ? 'Authorization, Cookie, Accept-Encoding' : 'Authorization, Accept-Encoding',
    );
  if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type(contentType);
  const patched = isPatched(body);
  // A patched body's length is known without joining it.
  const length = patched
    ? body.patch.base.json.length -
      (body.patch.base.pieces[body.patch.index]?.length ?? 0) +
      body.patch.piece.length
    : body.json.length;
  const encoding =
    length >= COMPRESS_FROM_BYTES
      ? chosenEncoding(request.headers['accept-encoding'], patched ? ['gzip', 'br'] : undefined)
      : null;
  // A string with a JSON content type is sent as it is, and compressed bytes are passed through.
  if (!encoding) return reply.send(body.json);
  return reply.header('content-encoding', encoding).send(compress(body, encoding, lifetime));
}
