/**
 * Where a program's output first parts from the expected output, line by line, read as the default
 * checker reads them (packages/judge token checker): tokens split on ASCII whitespace, so spacing inside
 * a line and blank lines at the end do not count. Used to highlight the line a failed sample went wrong.
 */
import type { MessageId } from '@/i18n/message-id';
import type { Translate } from '@/i18n/use-t';

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

/** The caption's message: its id and the line (1-based) it names. */
export function differenceMessage(difference: LineDifference | null): [MessageId, { line: number }] {
  const line = (difference?.line ?? 0) + 1;
  if (!difference) return ['common.difference.none', { line }];
  if (difference.missing) return ['common.difference.missing', { line }];
  if (difference.extra) return ['common.difference.extra', { line }];
  return ['common.difference.line', { line }];
}

/** The caption under a failed sample: where it went wrong, in words, in the language shown (`useT()`). */
export function differenceText(difference: LineDifference | null, t: Translate): string {
  return t(...differenceMessage(difference));
}
