/**
 * The default output check, with the options of the Kattis default output validator: tokens compared one
 * by one; numbers equal within `floatAbsoluteTolerance` or `floatRelativeTolerance` when either is set;
 * letters compared case-insensitively unless `caseSensitive`; whitespace (ASCII space, tab, CR, LF) only separating tokens unless
 * `spaceChangeSensitive` (then it must match exactly, bar trailing whitespace at the very end).
 * Returns null when the output is accepted, else a short reason for the judge's log and the setter.
 */
export type TokenCheckOptions = {
  floatAbsoluteTolerance?: number;
  floatRelativeTolerance?: number;
  caseSensitive?: boolean;
  spaceChangeSensitive?: boolean;
};

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function numbersMatch(expected: string, actual: string, options: TokenCheckOptions): boolean {
  if (!NUMBER.test(expected) || !NUMBER.test(actual)) return false;
  const difference = Math.abs(Number(expected) - Number(actual));
  if (options.floatAbsoluteTolerance !== undefined && difference <= options.floatAbsoluteTolerance)
    return true;
  return (
    options.floatRelativeTolerance !== undefined &&
    difference <= options.floatRelativeTolerance * Math.abs(Number(expected))
  );
}

function show(token: string | undefined): string {
  if (token === undefined) return 'end of output';
  return token.length > 40 ? `'${token.slice(0, 40)}…'` : `'${token}'`;
}

/**
 * What separates tokens: ASCII space, tab, CR and LF only, as the Kattis default validator reads. JavaScript's
 * `\s` also matches U+00A0 and the other Unicode spaces, which made `2\u00a05` pass for `2 5`.
 */
const SEPARATOR_RUN = /([ \t\r\n]+)/;
const TRAILING_SEPARATORS = /[ \t\r\n]+$/;

/** Tokens at even positions, the whitespace between them at odd ones. */
function parts(text: string): string[] {
  return text.replace(TRAILING_SEPARATORS, '').split(SEPARATOR_RUN);
}

export function checkTokens(
  expected: string,
  actual: string,
  options: TokenCheckOptions = {},
): string | null {
  const tolerant =
    options.floatAbsoluteTolerance !== undefined || options.floatRelativeTolerance !== undefined;
  const sameToken = (want: string, got: string) =>
    want === got ||
    (!options.caseSensitive && want.toLowerCase() === got.toLowerCase()) ||
    (tolerant && numbersMatch(want, got, options));

  const wantParts = parts(expected);
  const gotParts = parts(actual);
  if (options.spaceChangeSensitive) {
    for (let index = 1; index < Math.max(wantParts.length, gotParts.length); index += 2) {
      if (wantParts[index] !== gotParts[index])
        return `Whitespace differs before token ${(index + 1) / 2 + 1}.`;
    }
  }
  const want = wantParts.filter((part, index) => index % 2 === 0 && part !== '');
  const got = gotParts.filter((part, index) => index % 2 === 0 && part !== '');
  for (let index = 0; index < Math.max(want.length, got.length); index += 1) {
    const wantToken = want[index];
    const gotToken = got[index];
    if (wantToken === undefined || gotToken === undefined || !sameToken(wantToken, gotToken)) {
      return `Token ${index + 1}: expected ${show(wantToken)}, got ${show(gotToken)}.`;
    }
  }
  return null;
}
