/**
 * When the panel offers Unfreeze (docs/contests.md#hidden-results): the server publishes results only
 * after the end, so before it the button is disabled and says why, instead of failing on click.
 */
import type { AdminContest } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

/** Why Unfreeze cannot be pressed now, or null when it can. */
export function unfreezeBlockedReason(
  t: Translate,
  contest: Pick<AdminContest, 'endTime'>,
  now: Date,
): string | null {
  return now < new Date(contest.endTime) ? t('admin.contests.unfreeze.notYet') : null;
}
