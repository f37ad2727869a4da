/**
 * Contest groups (contests/groups.ts): who is in which group by their affiliation's country, and each
 * group's winners on a final board (the best rank among its contestants who scored; ties share).
 */
import type { ContestGroup } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { groupIdsOf, groupWinners } from '../../src/contests/groups';
import { CONTEST_RULES, type Standing } from '../../src/contests/rules';

const GROUPS: ContestGroup[] = [
  { id: 'vietnam', name: 'Vietnam', countries: ['VNM'] },
  { id: 'asia', name: 'Asia', countries: ['VNM', 'JPN', 'KOR'] },
  { id: 'europe', name: 'Europe', countries: ['DEU', 'FRA'] },
];

type Contestant = {
  id: string;
  affiliation: { name: string; shortName: string; country: string | null } | null;
};

/** A contestant (a user or a team) from `country` (undefined: no affiliation; null: one with no country). */
function contestant(id: string, country: string | null | undefined): Contestant {
  if (country === undefined) return { id, affiliation: null };
  return { id, affiliation: { name: id, shortName: id, country } };
}

describe('groupIdsOf', () => {
  const cases: { name: string; who: Contestant; groups: ContestGroup[]; expected: string[] }[] = [
    {
      name: 'a country in two groups',
      who: contestant('a', 'VNM'),
      groups: GROUPS,
      expected: ['vietnam', 'asia'],
    },
    { name: 'a country in one group', who: contestant('b', 'JPN'), groups: GROUPS, expected: ['asia'] },
    { name: 'a country in no group', who: contestant('c', 'BRA'), groups: GROUPS, expected: [] },
    { name: 'a lower-case country', who: contestant('d', 'fra'), groups: GROUPS, expected: ['europe'] },
    { name: 'an affiliation with no country', who: contestant('e', null), groups: GROUPS, expected: [] },
    { name: 'no affiliation', who: contestant('f', undefined), groups: GROUPS, expected: [] },
    { name: 'a contest with no groups', who: contestant('h', 'VNM'), groups: [], expected: [] },
  ];
  for (const { name, who, groups, expected } of cases)
    it(name, () => expect(groupIdsOf(groups, who)).toEqual(expected));
});

describe('groupWinners', () => {
  const standing = (solved: number): Standing =>
    ({ solved, penalty: 0, points: 0, lastMinute: 0 }) as Standing;
  /** A board in rank order: [id, country, rank, solved]. */
  const board = (rows: [string, string | null, number, number][]) =>
    rows.map(([id, country, rank, solved]) => ({
      rank,
      contestant: contestant(id, country),
      standing: standing(solved),
    }));
  const winnersOf = (rows: ReturnType<typeof board>, groups = GROUPS) =>
    groupWinners(groups, rows, CONTEST_RULES.icpc).map(({ group, winners }) => [
      group.id,
      winners.map((winner) => winner.id),
    ]);

  const cases: { name: string; rows: ReturnType<typeof board>; expected: [string, string[]][] }[] = [
    {
      name: 'the best-ranked contestant of each group',
      rows: board([
        ['de1', 'DEU', 1, 5],
        ['jp1', 'JPN', 2, 4],
        ['vn1', 'VNM', 3, 3],
        ['fr1', 'FRA', 4, 2],
      ]),
      expected: [
        ['vietnam', ['vn1']],
        ['asia', ['jp1']],
        ['europe', ['de1']],
      ],
    },
    {
      name: 'contestants sharing the best rank share the award',
      rows: board([
        ['jp1', 'JPN', 1, 5],
        ['vn1', 'VNM', 2, 3],
        ['vn2', 'VNM', 2, 3],
        ['vn3', 'VNM', 4, 1],
      ]),
      expected: [
        ['vietnam', ['vn1', 'vn2']],
        ['asia', ['jp1']],
      ],
    },
    {
      name: 'a group whose contestants did not score has no winner',
      rows: board([
        ['vn1', 'VNM', 1, 2],
        ['de1', 'DEU', 2, 0],
        ['fr1', 'FRA', 2, 0],
      ]),
      expected: [
        ['vietnam', ['vn1']],
        ['asia', ['vn1']],
      ],
    },
    {
      name: 'a contestant with no country wins no group',
      rows: board([
        ['none', null, 1, 9],
        ['kr1', 'KOR', 2, 1],
      ]),
      expected: [['asia', ['kr1']]],
    },
    { name: 'an empty board has no winners', rows: board([]), expected: [] },
  ];
  for (const { name, rows, expected } of cases) it(name, () => expect(winnersOf(rows)).toEqual(expected));

  it('a contest with no groups has no group winners', () => {
    expect(winnersOf(board([['vn1', 'VNM', 1, 1]]), [])).toEqual([]);
  });
});
