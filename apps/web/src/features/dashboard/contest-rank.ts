/**
 * The 'Contest Rank' card: the rank in the latest contest the user took part in (with 'of 120 in
 * Weekly #42' under it), or '—' when they took part in none or the rank could not be read.
 */
import type { MyContestRankResponse } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

export const NO_RANK = '—';

export function contestRankValue(response: MyContestRankResponse | undefined): number | string {
  return response?.rank ?? NO_RANK;
}

export function contestRankDetail(
  response: MyContestRankResponse | undefined,
  t: Translate,
): string | undefined {
  if (!response || response.rank === null || !response.contest) return undefined;
  return t('dashboard.contestRankDetail', {
    participants: response.participants,
    contest: response.contest.title,
  });
}
