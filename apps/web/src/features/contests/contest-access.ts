/** What the contest page offers the reader, from the contest as the server answered it for them. */
import type { ContestDetail } from '@codeconquer/contracts';

/**
 * A virtual run: after the end, for a signed-in user who has none yet and did not take part (a contestant
 * has their real result; the server refuses them too).
 */
export function canStartVirtualRun(
  contest: Pick<ContestDetail, 'status' | 'virtual' | 'registered'>,
  signedIn: boolean,
): boolean {
  return signedIn && contest.status === 'Ended' && contest.virtual === null && contest.registered !== true;
}

/**
 * Asking the judges: a signed-in user until the contest ends (the server decides the rest, such as whether
 * one must be registered, and its refusal is shown).
 */
export function canAskClarification(contest: Pick<ContestDetail, 'status'>, signedIn: boolean): boolean {
  return signedIn && contest.status !== 'Ended';
}
