/**
 * Character rules for free text. PostgreSQL cannot store U+0000 in text (it rejects the whole query), and
 * control characters in a name or a link are never intended, so schemas refuse them up front.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** Multi-line text (a bio) may hold line breaks and tabs, but never NUL. */
export function hasNulCharacter(value: string): boolean {
  return value.includes('\u0000');
}

export const NAME_CHARACTERS_RULE = 'Full name cannot contain control characters.';
export const CODE_NUL_RULE = 'Code cannot contain NUL characters (\\0): remove them and try again.';
export const INPUT_NUL_RULE = 'The input cannot contain NUL characters (\\0).';

/** Bytes in UTF-8, counted the same way in the browser and the server (a lone surrogate encodes as 3). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
