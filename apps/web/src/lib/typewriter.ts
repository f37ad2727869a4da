/**
 * Typewriter stepping (AI review text appears at 8 ms per character). Several texts are typed one
 * after the other as if they were one: `shown` characters in total are visible, split across them.
 */
export const TYPEWRITER_MS_PER_CHAR = 8;

/** How many characters are visible `elapsedMs` after typing began (never more than `total`). */
export function charactersAt(elapsedMs: number, total: number, msPerChar = TYPEWRITER_MS_PER_CHAR): number {
  if (elapsedMs <= 0 || total <= 0) return 0;
  return Math.min(total, Math.floor(elapsedMs / msPerChar));
}

export function totalLength(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + text.length, 0);
}

/** Each text cut to what is visible when `shown` characters of all of them, in order, have been typed. */
export function visibleTexts(texts: readonly string[], shown: number): string[] {
  let left = Math.max(0, shown);
  return texts.map((text) => {
    const visible = text.slice(0, left);
    left = Math.max(0, left - text.length);
    return visible;
  });
}
