/**
 * The 'Contest Rank' card: the rank in the latest contest the user took part in (with 'of 120 in
 * Weekly #42' under it), or '—' when they took part in none or the rank could not be read.
 */
import type { MyContestRankResponse } from '@codeconquer/contracts';

export const NO_RANK = '—';

export function contestRankValue(response: MyContestRankResponse | undefined): number | string {
  return response?.rank ?? NO_RANK;
}

export function contestRankDetail(response: MyContestRankResponse | undefined): string | undefined {
  if (!response || response.rank === null || !response.contest) return undefined;
  return `of ${response.participants.toLocaleString('en-US')} in ${response.contest.title}`;
}
