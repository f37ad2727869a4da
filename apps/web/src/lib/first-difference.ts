/**
 * Where a program's output first parts from the expected output, line by line, read as the default
 * checker reads them (packages/judge token checker): tokens split on ASCII whitespace, so spacing inside
 * a line and blank lines at the end do not count. Used to highlight the line a failed sample went wrong.
 */

export type LineDifference = {
  /** 0-based line of both texts where they first differ. */
  line: number;
  /** The program's output has no such line (it ended early). */
  missing: boolean;
  /** The program's output goes on past the expected output's last line. */
  extra: boolean;
};

/** The text's lines, without the blank lines at the end (CR LF and LF alike). */
export function outputLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  return lines;
}

const tokens = (line: string | undefined) =>
  (line ?? '')
    .split(/[ \t\r\n\f\v]+/)
    .filter(Boolean)
    .join(' ');

export function firstDifference(expected: string, actual: string): LineDifference | null {
  const want = outputLines(expected);
  const got = outputLines(actual);
  for (let line = 0; line < Math.max(want.length, got.length); line += 1) {
    if (tokens(want[line]) === tokens(got[line])) continue;
    return { line, missing: line >= got.length, extra: line >= want.length };
  }
  return null;
}

/** The caption under a failed sample: where it went wrong, in words. */
export function differenceText(difference: LineDifference | null): string {
  if (!difference) return 'Your output matches the expected output line by line; check its spacing and case.';
  const n = difference.line + 1;
  if (difference.missing) return `Your output ends before line ${n}.`;
  if (difference.extra) return `Your output has more lines than expected, from line ${n}.`;
  return `The first difference is on line ${n}.`;
}
