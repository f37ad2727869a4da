/**
 * MOSS-style winnowing (Schleimer, Wilkerson and Aiken, 2003). Hash every k consecutive tokens, slide a
 * window of w hashes and keep the smallest in each window (the rightmost on ties), once per position.
 * Any shared run of at least w + k − 1 tokens is then guaranteed to share a fingerprint, while runs
 * shorter than k (common idioms such as `for (int i = 0; i < n; i++)`) are too short to count.
 */

/** Tokens per k-gram: long enough that one loop header or one `cin >> a >> b` is not evidence. */
export const K = 8;
/** Window size: any match of W + K − 1 = 11 or more tokens is detected. */
export const W = 4;

/** 32-bit FNV-1a of a token. */
function hashToken(token: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function kGramHashes(tokens: string[], k: number): number[] {
  const tokenHashes = tokens.map(hashToken);
  const count = Math.max(tokens.length - k + 1, tokens.length > 0 ? 1 : 0);
  const hashes: number[] = [];
  for (let start = 0; start < count; start += 1) {
    let hash = 17;
    for (let i = start; i < Math.min(start + k, tokenHashes.length); i += 1)
      hash = (Math.imul(hash, 31) + (tokenHashes[i] as number)) >>> 0;
    hashes.push(hash);
  }
  return hashes;
}

/** The winnowed fingerprints of a token stream. */
export function winnow(tokens: string[], k = K, w = W): Set<number> {
  const hashes = kGramHashes(tokens, k);
  const fingerprints = new Set<number>();
  if (hashes.length <= w) {
    if (hashes.length > 0) fingerprints.add(Math.min(...hashes));
    return fingerprints;
  }
  let chosen = -1;
  for (let start = 0; start + w <= hashes.length; start += 1) {
    let smallest = start;
    for (let i = start; i < start + w; i += 1)
      if ((hashes[i] as number) <= (hashes[smallest] as number)) smallest = i;
    if (smallest !== chosen) {
      chosen = smallest;
      fingerprints.add(hashes[smallest] as number);
    }
  }
  return fingerprints;
}
