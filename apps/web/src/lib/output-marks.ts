/**
 * Program output is bytes; the server stores it as text with two marks (docs/architecture.md, "Judge
 * jobs and workers"): U+2400 "␀" for each NUL byte, U+FFFD "�" for bytes that are not UTF-8. Where
 * output is shown, a note says what the marks mean, so "␀" is not mistaken for something printed.
 */
export const NUL_MARK = '\u2400';
export const NOT_UTF8_MARK = '\ufffd';

/** The sentence explaining the marks present in `output`, or null when there are none. */
export function outputMarksNote(output: string): string | null {
  const nul = output.includes(NUL_MARK);
  const notUtf8 = output.includes(NOT_UTF8_MARK);
  if (nul && notUtf8)
    return `${NUL_MARK} marks a NUL byte (\\0) and ${NOT_UTF8_MARK} bytes that are not UTF-8.`;
  if (nul) return `${NUL_MARK} marks a NUL byte (\\0) the program wrote.`;
  if (notUtf8) return `${NOT_UTF8_MARK} marks bytes the program wrote that are not UTF-8.`;
  return null;
}
