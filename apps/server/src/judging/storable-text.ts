/**
 * What a program writes is bytes, and anything it can write must be storable and showable. PostgreSQL's
 * text and jsonb refuse U+0000 (the whole statement fails) and jsonb refuses unpaired surrogates, so a
 * program printing a NUL byte once stranded its submission. Every text of a judge result passes through
 * here before it is stored: NUL becomes U+2400 "␀" (the Unicode symbol made to show NUL), unpaired
 * surrogates become U+FFFD (bytes that are not UTF-8 already became U+FFFD when the output was decoded).
 * The web app says what the two marks mean wherever it shows program output.
 */

export const NUL_MARK = '\u2400';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function storableText(text: string): string {
  return text.replaceAll('\u0000', NUL_MARK).replace(UNPAIRED_SURROGATE, '\uFFFD');
}

/** A copy of a JSON-like value with every string made storable (keys included). */
export function storableValue<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => storableValue(item)) as T;
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[storableText(key)] = storableValue(item);
    return copy as T;
  }
  return value;
}
