/**
 * When the panel offers Unfreeze (docs/contests.md#hidden-results): the server publishes results only
 * after the end, so before it the button is disabled and says why, instead of failing on click.
 */
import type { AdminContest } from '@codeconquer/contracts';

/** Why Unfreeze cannot be pressed now, or null when it can. */
export function unfreezeBlockedReason(contest: Pick<AdminContest, 'endTime'>, now: Date): string | null {
  return now < new Date(contest.endTime) ? 'Results can be published once the contest has ended.' : null;
}
