/**
 * The scoreboard and the awards, read from the contest's live board (live-boards.ts) rather than
 * recomputed: the side is the caller's (the whole truth, or the public side that hides the freeze), and
 * the awards are the contest page's (scoreboard-view.ts awardsOf), with team ids for usernames.
 */
import type { LiveBoard } from '../live-boards';
import { minuteOf, ruleOf } from '../rules';
import type { BoardContestant, BoardSide } from '../scoreboard';
import { awardWinners } from '../scoreboard-view';
import { ccsProblemId, firstToSolveAwardId, groupWinnerAwardId } from './ids';
import type { CcsAward, CcsScoreboardProblem, CcsScoreboardRow } from './types';

/**
 * The board's rows in rank order, for the contest's teams. `withProblems` false before the start for the
 * public: the problem set is a secret until then. Each problem cell says whether the team was the first
 * to solve it (`first_to_solve`, which the ICPC tools' scoreboards carry and the Resolver shows).
 */
export function ccsScoreboardRows(
  live: LiveBoard,
  side: BoardSide,
  options: { withProblems: boolean; teamIds: ReadonlySet<string> },
): CcsScoreboardRow[] {
  const { board } = live;
  const byScore = ruleOf(live.contest).scoreboardType === 'score';
  return board
    .rows(side, 0, board.size)
    .filter((row) => options.teamIds.has(row.contestant.id))
    .map((row) => {
      const { solved, penalty, lastMinute, points } = row.standing;
      const problems: CcsScoreboardProblem[] = options.withProblems
        ? live.problems.map((problem, index) => {
            const cell = board.cell(side, row.contestant, index);
            const counts = {
              problem_id: ccsProblemId(problem.problemId),
              num_judged: cell.tries - cell.pending,
              num_pending: cell.pending,
              // The board's own first solver of the side shown: the public side does not tell who
              // solved first in the freeze until the results are final.
              first_to_solve: cell.firstSolve,
            };
            // A score board's cell has its points, and the minute they last rose once there are some.
            if (byScore)
              return {
                ...counts,
                score: cell.points,
                ...(cell.points > 0 && cell.pointsAt
                  ? { time: minuteOf(cell.pointsAt, board.contest.settings) }
                  : {}),
              };
            const isSolved = cell.solvedAt !== null;
            return {
              ...counts,
              solved: isSolved,
              ...(isSolved && cell.minutes !== null ? { time: cell.minutes } : {}),
            };
          })
        : [];
      const score = byScore
        ? { score: points, ...(points > 0 ? { time: lastMinute } : {}) }
        : { num_solved: solved, total_time: penalty, ...(solved > 0 ? { time: lastMinute } : {}) };
      return { rank: row.rank, team_id: row.contestant.id, score, problems };
    });
}

/**
 * The well-known awards: winner, the medals the contest gives, first to solve each problem, and the
 * winners of each group (docs/contests.md#groups).
 */
export function ccsAwards(live: LiveBoard): CcsAward[] {
  const { board, contest } = live;
  const awards = awardWinners(live, board);
  const teamIds = (contestants: readonly BoardContestant[]) => contestants.map((contestant) => contestant.id);
  const medals = [
    { id: 'gold-medal', citation: 'Gold medal winner', count: contest.goldMedals, winners: awards.gold },
    {
      id: 'silver-medal',
      citation: 'Silver medal winner',
      count: contest.silverMedals,
      winners: awards.silver,
    },
    {
      id: 'bronze-medal',
      citation: 'Bronze medal winner',
      count: contest.bronzeMedals,
      winners: awards.bronze,
    },
  ];
  return [
    { id: 'winner', citation: 'Contest winner', team_ids: teamIds(awards.winners) },
    ...medals
      .filter((medal) => medal.count > 0)
      .map(({ id, citation, winners }) => ({ id, citation, team_ids: teamIds(winners) })),
    ...live.problems.map((problem) => {
      const first = awards.firstSolves.find((solve) => solve.label === problem.label);
      return {
        id: firstToSolveAwardId(problem.problemId),
        citation: `First to solve problem ${problem.label}`,
        team_ids: first ? [first.contestant.id] : [],
      };
    }),
    // Each group with a contestant who scored: its best-ranked ones (contests/groups.ts).
    ...awards.groups.map(({ group, winners }) => ({
      id: groupWinnerAwardId(group.id),
      citation: `Winner(s) of group ${group.name}`,
      team_ids: teamIds(winners),
    })),
  ];
}
