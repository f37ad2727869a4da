/**
 * A contest's scoreboard built from the database: its registered contestants (users, or teams) and the
 * score cache's cells
 * (docs/contests.md#scoreboard). The live boards keep what this loads up to date; the ratings read the
 * final board of each rated contest through it too.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { contestScores } from '../db/schema';
import { contestProblemRows, type ContestProblemRow, type ContestRow } from './contest-queries';
import { loadContestants } from './contestants';
import { ruleOf } from './rules';
import { Scoreboard, type BoardContest } from './scoreboard';
import { recomputeStaleCells, storedCell } from './score-cache';

/** How a contest's boards rank: its rule and the settings the rule reads. */
export function boardContest(contest: ContestRow, problemIds: readonly string[]): BoardContest {
  return { rule: ruleOf(contest), settings: contest, problemIds };
}

export async function loadScoreboard(
  db: Queryable,
  contest: ContestRow,
): Promise<{ problems: ContestProblemRow[]; board: Scoreboard }> {
  const problems = await contestProblemRows(db, contest.id);
  // Cells scored by a rule the contest no longer has are scored again first (in a transaction: the
  // rescore takes the contest's cell lock for its whole delete and insert).
  await db.transaction((tx) => recomputeStaleCells(tx, contest));
  const board = new Scoreboard(
    boardContest(
      contest,
      problems.map((problem) => problem.problemId),
    ),
  );
  for (const contestant of await loadContestants(db, contest)) board.addContestant(contestant);
  const scores = await db.select().from(contestScores).where(eq(contestScores.contestId, contest.id));
  board.setCells(
    scores.map((score) => ({
      contestantId: score.contestantId,
      problemId: score.problemId,
      cells: storedCell(score),
    })),
  );
  return { problems, board };
}
