/**
 * What "no failing test among the small ones" suggests, by the verdict the submission got: the search
 * tried small inputs only, so the mistake is in what only large inputs reach.
 */
import type { Verdict } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

export function adviceWhenNoneFound(verdict: Verdict | null, t: Translate): string {
  switch (verdict) {
    case 'Time Limit Exceeded':
      return t('submissions.counterexample.adviceTime');
    case 'Runtime Error':
      return t('submissions.counterexample.adviceRuntime');
    default:
      return t('submissions.counterexample.adviceWrong');
  }
}

/** The most of an input shown on the page; the whole input can be downloaded. */
export const SHOWN_INPUT_BYTES = 2048;

/** The input as shown: its first 2 KB (cut at a character), and whether it was cut. */
export function shownInput(input: string): { text: string; cut: boolean } {
  const bytes = new TextEncoder().encode(input);
  if (bytes.length <= SHOWN_INPUT_BYTES) return { text: input, cut: false };
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.slice(0, SHOWN_INPUT_BYTES))
    .replace(/\uFFFD$/, '');
  return { text, cut: true };
}
