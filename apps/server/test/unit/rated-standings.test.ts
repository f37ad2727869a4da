/**
 * Who a contest rates and in what order (ratings/contest-standings.ts): contestants with a try, in the
 * final board's order, ties sharing a range of places; in a team contest each member takes the team's
 * place (Codeforces' rule for rated team rounds), and a team with no try rates no one.
 */
import { describe, expect, it } from 'vitest';
import { CONTEST_RULES, EMPTY_CELL, type CellScore } from '../../src/contests/rules';
import { Scoreboard, type ContestantInfo } from '../../src/contests/scoreboard';
import { ratedStandings } from '../../src/ratings/contest-standings';

const MINUTE = 60_000;
const start = new Date('2025-03-01T10:00:00.000Z').getTime();
const SETTINGS = {
  format: 'icpc' as const,
  scoring: 'best-subtasks' as const,
  startTime: new Date(start),
  endTime: new Date(start + 300 * MINUTE),
  penaltyMinutes: 20,
  freezeMinutes: 0,
};

const solved = (minute: number): CellScore => ({
  ...EMPTY_CELL,
  tries: 1,
  solvedAt: new Date(start + minute * MINUTE),
});
const wrong: CellScore = { ...EMPTY_CELL, tries: 1 };

function team(id: string, members: string[]): ContestantInfo {
  return {
    id,
    handle: id,
    name: '',
    team: {
      members: members.map((member) => ({ id: member, username: member, name: member })),
    },
    affiliation: null,
  };
}

function board(entries: [ContestantInfo, CellScore | null][]): Scoreboard {
  const scoreboard = new Scoreboard({ rule: CONTEST_RULES.icpc, settings: SETTINGS, problemIds: ['A'] });
  for (const [contestant, cell] of entries) {
    scoreboard.addContestant(contestant);
    if (cell) scoreboard.setCell(contestant.id, 'A', { full: cell, public: cell });
  }
  return scoreboard;
}

describe('ratedStandings', () => {
  it("gives each member of a team the team's place, ties as a shared range", () => {
    const standings = ratedStandings(
      board([
        [team('slow', ['s1', 's2']), solved(50)],
        [team('fast', ['f1', 'f2', 'f3']), solved(10)],
        [team('tied', ['t1']), solved(50)],
        [team('tried', ['w1', 'w2']), wrong],
        [team('idle', ['i1', 'i2']), null],
      ]),
    );
    expect(standings).toEqual([
      ...['f1', 'f2', 'f3'].map((userId) => ({ userId, rankLo: 1, rankHi: 1 })),
      ...['s1', 's2', 't1'].map((userId) => ({ userId, rankLo: 2, rankHi: 3 })),
      ...['w1', 'w2'].map((userId) => ({ userId, rankLo: 4, rankHi: 4 })),
    ]);
  });

  it('rates individuals by themselves', () => {
    const alone = (id: string): ContestantInfo => ({
      id,
      handle: id,
      name: id,
      team: null,
      affiliation: null,
    });
    expect(
      ratedStandings(
        board([
          [alone('b'), wrong],
          [alone('a'), solved(5)],
          [alone('c'), null],
        ]),
      ),
    ).toEqual([
      { userId: 'a', rankLo: 1, rankHi: 1 },
      { userId: 'b', rankLo: 2, rankHi: 2 },
    ]);
  });
});
