/**
 * A JSON body kept in pieces, so that one reader's copy swaps one piece and reuses the rest as it is: a
 * scoreboard page everyone shares, with one viewer's own row put in (contests/scoreboard-bodies.ts).
 * Neither the rest's serialising nor its compression is done again per reader: http/json-body.ts
 * compresses a patched body's gzip form from the base's pieces before and after the swapped one,
 * compressed once, and the swapped piece alone.
 */
import crypto from 'node:crypto';
import { jsonBodyOf, type JsonBody } from './view-cache';

/** A body whose JSON is its pieces joined. */
export type PiecedBody = JsonBody & { pieces: readonly string[] };

/** A pieced body with the piece at `index` replaced by `piece`. Its `json` is joined on first use. */
export type PatchedBody = JsonBody & { patch: { base: PiecedBody; index: number; piece: string } };

export function piecedBody(pieces: readonly string[]): PiecedBody {
  return { ...jsonBodyOf(pieces.join('')), pieces };
}

export function patchedBody(base: PiecedBody, index: number, piece: string): PatchedBody {
  // The bytes follow from the base's, the place and the piece: so does their tag (no hash of the whole).
  const tag = crypto.createHash('sha1').update(`${base.etag}\n${index}\n${piece}`).digest('base64url');
  let json: string | undefined;
  return {
    etag: `"${tag}"`,
    get json() {
      json ??= base.pieces.map((text, at) => (at === index ? piece : text)).join('');
      return json;
    },
    patch: { base, index, piece },
  };
}

export function isPatched(body: JsonBody): body is PatchedBody {
  return 'patch' in body;
}
