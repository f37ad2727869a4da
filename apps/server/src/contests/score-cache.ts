/**
 * The scoreboard's cells in the database (`contest_scores`), kept from the verdicts: whenever one of a
 * cell's submissions is made or judged (again), that cell alone is recomputed from its few submissions in
 * the same transaction by the contest's rule (contests/rules/). A change to the contest's times or rules
 * recomputes all its cells, and each cell records the rule that scored it: a board finding a cell scored
 * by another (recomputeStaleCells) rescores the contest before it shows anything.
 *
 * A recomputation reads submissions that other transactions may be changing at that moment (two
 * verdicts of one cell are stored at once when two judges finish together). Under PostgreSQL's READ
 * COMMITTED each would read the other's submission as still pending and store a cell that counts it so,
 * for good: the cell showed "pending" after every verdict was in. So a recomputation first takes its
 * cell's lock (and its contest's, shared; rescoring a whole contest takes that one alone), held to the end
 * of the transaction: the second waits for the first to commit and then reads what it stored.
 */
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { contestScores, contests, submissions } from '../db/schema';
import { freezeTime } from './contest-clock';
import { ruleOf, type CellScore, type CellSubmission, type RuleSettings } from './rules';

type ContestRules = Pick<
  typeof contests.$inferSelect,
  'id' | 'startTime' | 'endTime' | 'freezeMinutes' | 'format' | 'scoring' | 'penaltyMinutes' | 'participation'
>;

async function contestRules(db: Queryable, contestId: string): Promise<ContestRules | null> {
  const [row] = await db
    .select({
      id: contests.id,
      startTime: contests.startTime,
      endTime: contests.endTime,
      freezeMinutes: contests.freezeMinutes,
      format: contests.format,
      scoring: contests.scoring,
      penaltyMinutes: contests.penaltyMinutes,
      participation: contests.participation,
    })
    .from(contests)
    .where(eq(contests.id, contestId));
  return row ?? null;
}

/** The key of the rule a contest's cells are scored by now (contests/rules/rule.ts `cellKey`). */
export function cellRuleKey(contest: Pick<ContestRules, 'format' | 'scoring'>): string {
  return ruleOf(contest).cellKey(contest);
}

/** Both sides of a cell by the contest's rule: the whole truth, and what the frozen public board shows. */
export function scoreCellBothSides(
  contest: Pick<ContestRules, 'format' | 'scoring' | 'startTime' | 'penaltyMinutes'> &
    Parameters<typeof freezeTime>[0],
  submissions: readonly CellSubmission[],
): { full: CellScore; public: CellScore } {
  const rule = ruleOf(contest);
  const settings: RuleSettings = contest;
  const freeze = freezeTime(contest);
  const full = rule.scoreCell(submissions, null, settings);
  return { full, public: freeze ? rule.scoreCell(submissions, freeze, settings) : full };
}

function scoreValues(contest: ContestRules, cells: { full: CellScore; public: CellScore }) {
  return {
    rule: cellRuleKey(contest),
    points: cells.full.points,
    pointsAt: cells.full.pointsAt,
    subtaskPoints: cells.full.subtaskPoints ? [...cells.full.subtaskPoints] : null,
    publicPoints: cells.public.points,
    publicPointsAt: cells.public.pointsAt,
    publicSubtaskPoints: cells.public.subtaskPoints ? [...cells.public.subtaskPoints] : null,
    tries: cells.full.tries,
    pending: cells.full.pending,
    solvedAt: cells.full.solvedAt,
    wrongBeforeSolve: cells.full.wrongBeforeSolve,
    publicTries: cells.public.tries,
    publicPending: cells.public.pending,
    publicSolvedAt: cells.public.solvedAt,
    publicWrongBeforeSolve: cells.public.wrongBeforeSolve,
  };
}

/** First keys of the two-key advisory locks: a contest's cells (all of them), and one cell. */
const CONTEST_CELLS_LOCK = 7_310_215;
const ONE_CELL_LOCK = 7_310_216;

/**
 * Holds, to the end of the caller's transaction, the lock on one cell (with its contest's, shared) or, with
 * no cell, on all of a contest's cells. Keys are hashes: two cells that share one are only serialised.
 */
async function lockCells(
  db: Queryable,
  contestId: string,
  cell?: { contestantId: string; problemId: string },
) {
  const contestKey = sql`hashtext(${contestId})`;
  if (!cell) {
    await db.execute(sql`select pg_advisory_xact_lock(${CONTEST_CELLS_LOCK}, ${contestKey})`);
    return;
  }
  await db.execute(sql`select pg_advisory_xact_lock_shared(${CONTEST_CELLS_LOCK}, ${contestKey})`);
  const cellKey = sql`hashtext(${`${contestId}/${cell.contestantId}/${cell.problemId}`})`;
  await db.execute(sql`select pg_advisory_xact_lock(${ONE_CELL_LOCK}, ${cellKey})`);
}

/**
 * A scoreboard cell: a contestant on a problem. The contestant is the user, or in a team contest the team
 * (`contestantOf`).
 */
export type CellKey = { contestId: string; contestantId: string; problemId: string };

/** The contestant a contest submission counts for: its team in a team contest, else its user. */
export function contestantOf(submission: { userId: string; teamId: string | null }): string {
  return submission.teamId ?? submission.userId;
}

/** Recomputes one cell from its submissions and stores it (in the caller's transaction: see above). */
export async function recomputeCell(db: Queryable, cell: CellKey): Promise<void> {
  await lockCells(db, cell.contestId, cell);
  const contest = await contestRules(db, cell.contestId);
  if (!contest) return;
  const rows = await contestSubmissions(db, contest, {
    contestantId: cell.contestantId,
    problemId: cell.problemId,
  });
  const values = scoreValues(contest, scoreCellBothSides(contest, rows));
  await db
    .insert(contestScores)
    .values({ ...cell, ...values })
    .onConflictDoUpdate({
      target: [contestScores.contestId, contestScores.contestantId, contestScores.problemId],
      set: values,
    });
}

/** A submission as a cell counts it, with the cell it belongs to. */
export type CountedSubmission = CellSubmission & {
  userId: string;
  teamId: string | null;
  problemId: string | null;
};

const COUNTED_FIELDS = {
  userId: submissions.userId,
  teamId: submissions.teamId,
  problemId: submissions.problemId,
  status: submissions.status,
  createdAt: submissions.createdAt,
  score: submissions.score,
  maxScore: submissions.maxScore,
  scoreGroups: submissions.scoreGroups,
};

/**
 * Submissions of a contest in the order they were made: the official ones (those that count on its
 * board, or one `mode`'s, e.g. a virtual run's), of everyone, one `contestantId`'s (a user's, or in a
 * team contest a team's) or one `userId`'s own (a virtual run's), and one `problemId`'s, made from `from`
 * (the start) to before `before` (the end).
 */
export function contestSubmissions(
  db: Queryable,
  contest: ContestRules,
  options: {
    before?: Date;
    mode?: 'official' | 'virtual';
    userId?: string;
    contestantId?: string;
    problemId?: string;
    from?: Date;
  } = {},
): Promise<CountedSubmission[]> {
  return db
    .select(COUNTED_FIELDS)
    .from(submissions)
    .where(
      and(
        eq(submissions.contestId, contest.id),
        eq(submissions.contestMode, options.mode ?? 'official'),
        gte(submissions.createdAt, options.from ?? contest.startTime),
        lt(submissions.createdAt, options.before ?? contest.endTime),
        options.userId ? eq(submissions.userId, options.userId) : undefined,
        options.contestantId
          ? eq(
              contest.participation === 'team' ? submissions.teamId : submissions.userId,
              options.contestantId,
            )
          : undefined,
        options.problemId ? eq(submissions.problemId, options.problemId) : undefined,
      ),
    )
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
}

/** Submissions grouped by cell (contestant and problem), each group in the order given. */
export function groupByCell(
  rows: readonly CountedSubmission[],
): { contestantId: string; problemId: string; submissions: CellSubmission[] }[] {
  const cells = new Map<string, { contestantId: string; problemId: string; submissions: CellSubmission[] }>();
  for (const row of rows) {
    if (!row.problemId) continue;
    const contestantId = contestantOf(row);
    const key = `${contestantId}\u0000${row.problemId}`;
    const cell = cells.get(key) ?? { contestantId, problemId: row.problemId, submissions: [] };
    cell.submissions.push(row);
    cells.set(key, cell);
  }
  return [...cells.values()];
}

/** Recomputes every cell of a contest (its times or rules changed, or many submissions were rejudged). */
export async function recomputeContestScores(db: Queryable, contestId: string): Promise<void> {
  await lockCells(db, contestId);
  const contest = await contestRules(db, contestId);
  if (!contest) return;
  const cells = groupByCell(await contestSubmissions(db, contest));
  await db.delete(contestScores).where(eq(contestScores.contestId, contestId));
  const values = cells.map((cell) => ({
    contestId,
    contestantId: cell.contestantId,
    problemId: cell.problemId,
    ...scoreValues(contest, scoreCellBothSides(contest, cell.submissions)),
  }));
  // Inserted in slices: one statement's parameters are limited (65,535 in PostgreSQL).
  for (let start = 0; start < values.length; start += 2_000)
    await db.insert(contestScores).values(values.slice(start, start + 2_000));
}

/**
 * Recomputes a contest's cells if any was stored by another rule (its format or scoring changed, or the
 * rule's version was raised since): a board never shows a cell scored by a rule the contest no longer has.
 * Returns whether it did.
 */
export async function recomputeStaleCells(db: Queryable, contest: ContestRules): Promise<boolean> {
  const [stale] = await db
    .select({ contestantId: contestScores.contestantId })
    .from(contestScores)
    .where(and(eq(contestScores.contestId, contest.id), ne(contestScores.rule, cellRuleKey(contest))))
    .limit(1);
  if (!stale) return false;
  await recomputeContestScores(db, contest.id);
  return true;
}

/** The stored cell as the board's two sides. */
export function storedCell(row: typeof contestScores.$inferSelect): { full: CellScore; public: CellScore } {
  return {
    full: {
      tries: row.tries,
      pending: row.pending,
      solvedAt: row.solvedAt,
      wrongBeforeSolve: row.wrongBeforeSolve,
      points: row.points,
      pointsAt: row.pointsAt,
      subtaskPoints: row.subtaskPoints,
    },
    public: {
      tries: row.publicTries,
      pending: row.publicPending,
      solvedAt: row.publicSolvedAt,
      wrongBeforeSolve: row.publicWrongBeforeSolve,
      points: row.publicPoints,
      pointsAt: row.publicPointsAt,
      subtaskPoints: row.publicSubtaskPoints,
    },
  };
}
