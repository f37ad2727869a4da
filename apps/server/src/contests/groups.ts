/**
 * A contest's groups (docs/contests.md#groups): the contestants whose affiliation's country is one of a
 * group's countries. The one home of who is in which group, and of who wins each group; the board's
 * filter, the awards and the Contest API's group_ids all ask here.
 */
import type { ContestGroup } from '@codeconquer/contracts';
import { countryOf } from './contestants';
import type { ContestRule, Standing } from './rules';
import type { ContestantInfo } from './scoreboard';

/** The ids of the groups `contestant` is in, in the contest's order of its groups. */
export function groupIdsOf(
  groups: readonly ContestGroup[],
  contestant: Pick<ContestantInfo, 'affiliation'>,
): string[] {
  return groups.filter((group) => inGroup(group, contestant)).map((group) => group.id);
}

/** Whether `contestant` is in `group`: their country is one of its countries. */
export function inGroup(group: ContestGroup, contestant: Pick<ContestantInfo, 'affiliation'>): boolean {
  const country = countryOf(contestant);
  return country !== null && group.countries.includes(country.toUpperCase());
}

/** A final board's row as the winners are picked from it. */
type RankedRow<C> = { rank: number; contestant: C; standing: Standing };

export type GroupWinners<C> = { group: ContestGroup; winners: C[] };

/**
 * Each group's winners on a board in rank order: of the group's contestants who scored (the rule says
 * what that is, as for the contest's winner: ccs/standings.ts, scoreboard-view.ts awardWinners), those at
 * the best rank among them; contestants sharing that rank share the award. A group none of whose
 * contestants scored has no winners and is left out.
 */
export function groupWinners<C extends Pick<ContestantInfo, 'affiliation'>>(
  groups: readonly ContestGroup[],
  rows: readonly RankedRow<C>[],
  rule: Pick<ContestRule, 'scored'>,
): GroupWinners<C>[] {
  const scored = rows.filter((row) => rule.scored(row.standing));
  return groups.flatMap((group) => {
    const members = scored.filter((row) => inGroup(group, row.contestant));
    const best = Math.min(...members.map((row) => row.rank));
    const winners = members.filter((row) => row.rank === best).map((row) => row.contestant);
    return winners.length > 0 ? [{ group, winners }] : [];
  });
}
