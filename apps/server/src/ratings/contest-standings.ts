/**
 * Who a contest rates and in what order (docs/ratings.md#who): the contestants who made at least one
 * counted try, ranked as the final (unfrozen) board ranks them. Contestants the board ranks equal share a
 * range of places, as the rating model expects ties.
 */
import type { Scoreboard } from '../contests/scoreboard';

export type RatedStanding = {
  userId: string;
  /** The first and last place of the contestant's tie group, 1-based among rated contestants. */
  rankLo: number;
  rankHi: number;
};

export function ratedStandings(board: Scoreboard): RatedStanding[] {
  const rows = board
    .rows('full', 0, board.size)
    .filter((row) => row.contestant.cells.full.some((cell) => cell.tries > 0));
  const standings: RatedStanding[] = [];
  let groupStart = 0;
  for (let index = 0; index <= rows.length; index += 1) {
    const endsGroup = index === rows.length || rows[index]?.rank !== rows[groupStart]?.rank;
    if (!endsGroup) continue;
    for (let member = groupStart; member < index; member += 1) {
      const row = rows[member];
      // A team's members each take the team's place (Codeforces' rule for rated team rounds).
      const people = row?.contestant.team
        ? row.contestant.team.members.map((person) => person.id)
        : row
          ? [row.contestant.id]
          : [];
      for (const userId of people) standings.push({ userId, rankLo: groupStart + 1, rankHi: index });
    }
    groupStart = index;
  }
  return standings;
}
