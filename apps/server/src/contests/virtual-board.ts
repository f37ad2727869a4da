/**
 * A virtual contestant's board (docs/contests.md#virtual-runs): the official board as it stood at the
 * same elapsed time (what the public saw then: results made in the freeze are pending), with the
 * virtual contestant's own row from their run, its times shifted onto the contest's clock. Built for each
 * read: virtual runs are rare, and the official submissions of an ended contest are read in one query.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { submissions, users } from '../db/schema';
import { scoreCell, type CellSubmission } from './cell-score';
import { freezeTime } from './contest-clock';
import type { LiveBoard } from './live-boards';
import { Scoreboard } from './scoreboard';

export async function virtualBoard(
  db: Database,
  live: LiveBoard,
  userId: string,
  startedAt: Date,
  now: Date,
): Promise<Scoreboard> {
  const { contest } = live;
  const elapsedMs = Math.min(
    now.getTime() - startedAt.getTime(),
    contest.endTime.getTime() - contest.startTime.getTime(),
  );
  const cutoff = new Date(contest.startTime.getTime() + elapsedMs);
  const board = new Scoreboard({
    startTime: contest.startTime,
    penaltyMinutes: contest.penaltyMinutes,
    problemIds: live.problems.map((problem) => problem.problemId),
  });
  for (const row of live.board.rows('full', 0, live.board.size))
    board.addContestant(row.contestant.userId, row.contestant.username, row.contestant.name);

  const official = await db
    .select({
      userId: submissions.userId,
      problemId: submissions.problemId,
      status: submissions.status,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.contestId, contest.id),
        eq(submissions.contestMode, 'official'),
        gte(submissions.createdAt, contest.startTime),
        lt(submissions.createdAt, cutoff),
      ),
    )
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
  // What the public saw at that moment: once the freeze had begun, results made in it were pending.
  const hiddenFrom = freezeTime(contest);
  // All cells at once: one sort, not a row move per cell.
  board.setCells(
    [...groupByCell(official)].map(([key, cell]) => {
      const [userId, problemId] = key.split('\u0000') as [string, string];
      const score = scoreCell(cell, hiddenFrom);
      return { userId, problemId, cells: { full: score, public: score } };
    }),
  );

  const [user] = await db
    .select({ username: users.username, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  board.addContestant(userId, user?.username ?? '', user?.name ?? '');
  const shift = contest.startTime.getTime() - startedAt.getTime();
  const own = await db
    .select({
      userId: submissions.userId,
      problemId: submissions.problemId,
      status: submissions.status,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.contestId, contest.id),
        eq(submissions.contestMode, 'virtual'),
        eq(submissions.userId, userId),
        gte(submissions.createdAt, startedAt),
      ),
    )
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
  const shifted = own
    .map((row) => ({ ...row, createdAt: new Date(row.createdAt.getTime() + shift) }))
    .filter((row) => row.createdAt < contest.endTime);
  for (const [key, cell] of groupByCell(shifted)) {
    const problemId = key.split('\u0000')[1] as string;
    const score = scoreCell(cell);
    board.setCell(userId, problemId, { full: score, public: score });
  }
  return board;
}

function groupByCell(
  rows: { userId: string; problemId: string | null; status: string; createdAt: Date }[],
): Map<string, CellSubmission[]> {
  const cells = new Map<string, CellSubmission[]>();
  for (const row of rows) {
    if (!row.problemId) continue;
    const key = `${row.userId}\u0000${row.problemId}`;
    const list = cells.get(key) ?? [];
    list.push(row);
    cells.set(key, list);
  }
  return cells;
}
