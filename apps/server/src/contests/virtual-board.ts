/**
 * A virtual contestant's board (docs/contests.md#virtual-runs): the official board as it stood at the
 * same elapsed time (what the public saw then: results made in the freeze are pending), with the
 * virtual contestant's own row from their run, its times shifted onto the contest's clock. Built for each
 * read: virtual runs are rare, and the official submissions of an ended contest are read in one query.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { affiliationById } from '../accounts/organizations';
import { boardContest } from './board-loader';
import { freezeTime } from './contest-clock';
import { virtualRunEnd } from './contest-queries';
import { contestSubmissions, groupByCell } from './score-cache';
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
  const board = new Scoreboard(
    boardContest(
      contest,
      live.problems.map((problem) => problem.problemId),
    ),
  );
  const { rule, settings } = board.contest;
  for (const row of live.board.rows('full', 0, live.board.size)) {
    const { id, handle, name, team, affiliation } = row.contestant;
    board.addContestant({ id, handle, name, team, affiliation });
  }

  const official = await contestSubmissions(db, contest, { before: cutoff });
  // What the public saw at that moment: once the freeze had begun, results made in it were pending.
  const hiddenFrom = freezeTime(contest);
  // All cells at once: one sort, not a row move per cell.
  board.setCells(
    groupByCell(official).map((cell) => {
      const score = rule.scoreCell(cell.submissions, hiddenFrom, settings);
      return {
        contestantId: cell.contestantId,
        problemId: cell.problemId,
        cells: { full: score, public: score },
      };
    }),
  );

  const [user] = await db
    .select({ username: users.username, name: users.name, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, userId));
  // A virtual run is the user's own, in a team contest too.
  board.addContestant({
    id: userId,
    handle: user?.username ?? '',
    name: user?.name ?? '',
    team: null,
    affiliation: await affiliationById(db, user?.organizationId ?? null),
  });
  const shift = contest.startTime.getTime() - startedAt.getTime();
  const own = await contestSubmissions(db, contest, {
    mode: 'virtual',
    userId,
    from: startedAt,
    before: virtualRunEnd(contest, startedAt),
  });
  const shifted = own.map((row) => ({ ...row, createdAt: new Date(row.createdAt.getTime() + shift) }));
  for (const cell of groupByCell(shifted)) {
    const score = rule.scoreCell(cell.submissions, null, settings);
    board.setCell(userId, cell.problemId, { full: score, public: score });
  }
  return board;
}
