/**
 * `npm run bench:scoreboard` (also part of `npm run bench`): the contest scoreboard at the size of a big
 * contest, against the issue's targets, with a from-scratch baseline measured in the same run.
 *
 *  1. Seeds a database (in-memory PGlite; then PostgreSQL too when TEST_DATABASE_URL is set, in a scratch
 *     database dropped afterwards): 10,000 users registered for one contest of 12 problems (the fixture
 *     `add-two` stored under 12 ids), 200,000 official submissions with random verdicts at random times
 *     (stronger contestants and earlier problems solve more often), then `recomputeContestScores`. The
 *     contest is in its last 45 minutes and frozen for the last hour, so guests see the public side and
 *     contestants their own verdicts in it.
 *  2. Pages: `GET /api/contests/{id}/scoreboard?page=N&limit=100` for random N through the real app
 *     (`app.inject`, with a browser's Accept-Encoding), as a guest and as a signed-in contestant (bearer
 *     token) → p50/p99, target p99 ≤ 20 ms. Each read goes to the real route (pages kept per board
 *     version, contests/scoreboard-bodies.ts) and, interleaved, to the route as it was before them (the
 *     page built, checked by zod and compressed per read: the switch that turns the kept pages off).
 *     Baseline: the same page computed the naive way per request (every official submission of the
 *     contest read, every cell scored, the whole board sorted), served by a route added to the same app
 *     with the same schemas. Every page of the board, for a guest, a contestant and an admin, is checked
 *     equal to the naive answer, before and after the verdicts.
 *  3. A verdict: one more judged submission for a random cell, `recomputeCell` in its transaction, then
 *     `LiveBoards.cellChanged`, as when a verdict arrives → p50/p99, target ≤ 5 ms.
 *  4. Fan-out: the app listens on a free port; 1,000 clients follow `GET /api/contests/{id}/events` over
 *     real HTTP from a worker thread (its own event loop, so the clients' parsing is not the server's
 *     time). Guests: one verdict is applied and the time until all 1,000 got the 'scoreboard' event is
 *     taken, over a few repeats → p50, target ≤ 1 s. Then what the web app does next, for guests and then
 *     for 1,000 contestants (each their own session, so each page carries its own row): each client
 *     reads page 1 again, and the time from the verdict until all 1,000 have it is taken, in two ways run
 *     in turn (before, after, before, …) → medians, target ≤ 1 s after: 'before' as the app did (300 ms
 *     after the event, all at once, the route as it was); 'after' as it does now (a random wait within
 *     CONTEST_EVENT_READ_SPREAD_MS, the version held skipped, If-None-Match, the real route).
 *  5. The Contest API's event feed: a follower (contests/ccs/feed-follower.ts) reads the contest once,
 *     then after each of 50 verdicts reads the change log and the objects it names → rows read per change
 *     and the refresh's time, against a full read of the contest (what every change cost before the log),
 *     timed in between; the follower's client is checked to hold what a fresh full read gives.
 *
 * The app logs nothing (as in tests), so figures leave out the server's one request log line. A missed
 * target is reported, never an exit code.
 * Usage: npm run bench:scoreboard
 */
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import {
  CONTEST_EVENT_READ_SPREAD_MS,
  contestParamsSchema,
  scoreboardQuerySchema,
  scoreboardResponseSchema,
  type ScoreboardResponse,
  type ScoreboardRow,
} from '@codeconquer/contracts';
import type { App } from '../apps/server/src/app';
import { createSession } from '../apps/server/src/accounts/sessions';
import { EMPTY_CELL, type CellScore, type CellSubmission } from '../apps/server/src/contests/rules';
import { scoreCellBothSides } from '../apps/server/src/contests/score-cache';
import {
  boardFrozen,
  contestMinutes,
  contestStatus,
  minutesBetween,
  resultsFinal,
} from '../apps/server/src/contests/contest-clock';
import { contestProblemRows, findContest } from '../apps/server/src/contests/contest-queries';
import { FeedCursor } from '../apps/server/src/contests/ccs/feed-cursor';
import { FeedFollower, type FeedUpdate } from '../apps/server/src/contests/ccs/feed-follower';
import { recomputeCell, recomputeContestScores } from '../apps/server/src/contests/score-cache';
import { scoreboardFor } from '../apps/server/src/contests/scoreboard-view';
import type { Database } from '../apps/server/src/db/client';
import {
  contestProblems,
  contestRegistrations,
  contestScores,
  contests,
  submissions,
  users,
} from '../apps/server/src/db/schema';
import { loadFixtureProblem } from '../apps/server/test/helpers/fixture-problems';
import { SCOREBOARD_EVENT_MS as EVENT_WINDOW_MS } from '../apps/server/src/contests/live-boards';
import { benchTargets, onBenchTarget, type BenchTarget } from './bench-app';
import { percentile, seededRandom } from './seeded-random';

const CONTESTANTS = 10_000;
const PROBLEMS = 12;
const SUBMISSIONS = 200_000;
const PAGE_SIZE = 100;
const PAGES = Math.ceil(CONTESTANTS / PAGE_SIZE);
const PAGE_READS = 400; // per viewer, after PAGE_WARMUP
const PAGE_WARMUP = 50;
const NAIVE_READS = 5; // per viewer: each reads all 200,000 submissions
const SIGNED_IN = 100; // contestants with a session, one picked at random for each contestant's read
const VERDICTS = 300;
const STREAMS = 1000;
const FAN_OUT_REPEATS = 7;
/** Runs of each read-again mode, interleaved (before, after, before, …). */
const REREAD_REPEATS = 4;
/** Runs of each mode with cold sessions (contestants only). */
const COLD_REPEATS = 3;
/** How long the server keeps a session in memory (accounts/sessions.ts SESSION_CACHE_MS). */
const SESSION_KEPT_MS = 5000;
/** What the web app waited after an event before the kept pages: all its viewers at once. */
const BEFORE_REREAD_DELAY_MS = 300;
const TARGET_PAGE_P99_MS = 20;
const TARGET_VERDICT_P50_MS = 5;
const TARGET_FAN_OUT_MS = 1000;
/** What a browser sends: the API compresses answers of 1 kB and more for it. */
/** Verdicts a Contest API event feed follower refreshes after, and how many full reads it is compared with. */
const FEED_CHANGES = 50;
const FEED_FULL_READS = 3;

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const MINUTE = 60_000;
/** Verdicts of the seeded submissions (Compile and Judge Errors are no tries). */
const VERDICT_SHARE: [string, number][] = [
  ['Accepted', 0.38],
  ['Wrong Answer', 0.34],
  ['Time Limit Exceeded', 0.1],
  ['Runtime Error', 0.08],
  ['Compilation Error', 0.06],
  ['Memory Limit Exceeded', 0.03],
  ['Judge Error', 0.01],
];

const startedAt = performance.now();
const progress = (message: string) =>
  console.log(
    `  [${((performance.now() - startedAt) / 1000).toFixed(0).padStart(4)} s, load ${os.loadavg()[0]?.toFixed(1)}] ${message}`,
  );

let rng = seededRandom(7);
const random = () => rng.next();
const pick = <T>(items: readonly T[]): T => rng.pick(items);
const weighted = <T>(shares: [T, number][]): T => rng.weighted(shares);

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL');
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
/** A clock shared by this thread and the clients' worker (ms since the epoch, sub-millisecond). */
const wallClock = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------------------------------------------
// The contest.

type Seeded = {
  contestId: string;
  problemIds: string[];
  /** Contestants' ids, in registration order. */
  userIds: string[];
  adminId: string;
  seconds: { seed: number; recompute: number };
  cells: number;
};

/** Inserts `rows` a thousand at a time (PostgreSQL allows 65,535 parameters a statement). */
async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

async function seedContest(db: Database, uploadsDir: string): Promise<Seeded> {
  rng = seededRandom(7);
  const seedStart = performance.now();
  const problemIds = Array.from({ length: PROBLEMS }, (_, i) => `board-${String.fromCharCode(97 + i)}`);
  await loadFixtureProblem(db, uploadsDir, 'add-two', problemIds);

  const now = Date.now();
  // A five-hour contest in its last 45 minutes, frozen for its last hour (since 15 minutes ago).
  const startTime = new Date(now - 255 * MINUTE);
  const endTime = new Date(now + 45 * MINUTE);
  const [contest] = await db
    .insert(contests)
    .values({ title: 'Bench Round', startTime, endTime, penaltyMinutes: 20, freezeMinutes: 60 })
    .returning({ id: contests.id });
  const contestId = contest?.id ?? '';
  await db
    .insert(contestProblems)
    .values(problemIds.map((problemId, position) => ({ contestId, problemId, position })));

  // Usernames in another order than registration (the board orders equal rows by username).
  const people = Array.from({ length: CONTESTANTS }, (_, i) => {
    const username = `contestant_${String((i * 7919) % 10_007).padStart(5, '0')}`;
    return { name: `Contestant ${i + 1}`, username, email: `${username}@example.com`, isEmailVerified: true };
  });
  const userIds: string[] = [];
  await insertInBatches(people, async (batch) =>
    userIds.push(...(await db.insert(users).values(batch).returning({ id: users.id })).map((u) => u.id)),
  );
  const [admin] = await db
    .insert(users)
    .values({ name: 'Bench Admin', username: 'bench_admin', email: 'bench.admin@example.com', role: 'admin' })
    .returning({ id: users.id });
  const registeredAt = new Date(startTime.getTime() - 60 * MINUTE);
  await insertInBatches(userIds, (batch) =>
    db.insert(contestRegistrations).values(batch.map((userId) => ({ contestId, userId, registeredAt }))),
  );
  progress(`seed: ${PROBLEMS} problems, ${CONTESTANTS} contestants registered`);

  // Stronger contestants solve more, and later problems are harder: a spread of ranks, not one big tie.
  const skill = userIds.map(() => random());
  const madeUntil = now - MINUTE;
  for (let done = 0; done < SUBMISSIONS; done += 10_000) {
    const rows = Array.from({ length: Math.min(10_000, SUBMISSIONS - done) }, () => {
      const who = Math.floor(random() * userIds.length);
      const problem = Math.floor(random() * PROBLEMS);
      const accepted = random() < 0.15 + 0.6 * (skill[who] ?? 0) - (0.4 * problem) / PROBLEMS;
      const status = accepted ? 'Accepted' : weighted(VERDICT_SHARE.slice(1));
      const createdAt = new Date(startTime.getTime() + random() * (madeUntil - startTime.getTime()));
      return {
        userId: userIds[who] ?? '',
        problemId: problemIds[problem] ?? '',
        language: 'python' as const,
        code: 'a, b = map(int, input().split())\nprint(a + b)\n',
        status,
        totalTests: 3,
        passedTests: status === 'Accepted' ? 3 : 0,
        contestId,
        contestMode: 'official' as const,
        createdAt,
        judgedAt: new Date(createdAt.getTime() + 2000),
      };
    });
    await insertInBatches(rows, (batch) => db.insert(submissions).values(batch));
    if ((done + rows.length) % 50_000 === 0) progress(`seed: submissions ${done + rows.length}`);
  }
  const seed = (performance.now() - seedStart) / 1000;
  const recomputeStart = performance.now();
  await recomputeContestScores(db, contestId);
  const recompute = (performance.now() - recomputeStart) / 1000;
  const [cells] = await db
    .select({ n: count() })
    .from(contestScores)
    .where(eq(contestScores.contestId, contestId));
  progress(`recomputeContestScores: ${cells?.n ?? '?'} cells in ${recompute.toFixed(1)} s`);
  return {
    contestId,
    problemIds,
    userIds,
    adminId: admin?.id ?? '',
    seconds: { seed, recompute },
    cells: cells?.n ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------------
// The baseline: the same page, computed from all the contest's submissions on every request.

type NaiveContestant = {
  userId: string;
  username: string;
  name: string;
  cells: { full: CellScore[]; public: CellScore[] };
  standing: { solved: number; penalty: number; lastSolveMinute: number };
};

type NaiveViewer = { id: string; role: 'user' | 'admin' } | null;

/**
 * What the answer would cost without the kept board: every official submission of the contest read,
 * grouped into cells and scored, every contestant's standing summed and the whole side sorted, then the
 * page cut out. Covers the live board (running or frozen, not final, no virtual runs): the case measured.
 */
async function naiveScoreboard(
  db: Database,
  contestId: string,
  viewer: NaiveViewer,
  { page, limit }: { page: number; limit: number },
  now: Date,
): Promise<ScoreboardResponse> {
  const contest = await findContest(db, contestId);
  const problems = await contestProblemRows(db, contestId);
  const contestants = await db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(contestRegistrations)
    .innerJoin(users, eq(users.id, contestRegistrations.userId))
    .where(eq(contestRegistrations.contestId, contestId));
  const rows = await db
    .select({
      userId: submissions.userId,
      problemId: submissions.problemId,
      status: submissions.status,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.contestId, contestId),
        eq(submissions.contestMode, 'official'),
        gte(submissions.createdAt, contest.startTime),
        lt(submissions.createdAt, contest.endTime),
      ),
    )
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
  if (resultsFinal(contest, now)) throw new Error('the naive baseline covers the live board only');
  if (contest.format !== 'icpc') throw new Error('the naive baseline ranks by the ICPC rule only');
  const isAdmin = viewer?.role === 'admin';
  const side = isAdmin ? 'full' : 'public';
  const byCell = new Map<string, CellSubmission[]>();
  for (const row of rows) {
    const key = `${row.userId}\u0000${row.problemId}`;
    const cell = byCell.get(key) ?? [];
    cell.push(row);
    byCell.set(key, cell);
  }
  const minuteOf = (at: Date) => Math.floor((at.getTime() - contest.startTime.getTime()) / MINUTE);
  const board: NaiveContestant[] = contestants.map((user) => {
    const cells = { full: problems.map(() => EMPTY_CELL), public: problems.map(() => EMPTY_CELL) };
    problems.forEach(({ problemId }, i) => {
      const made = byCell.get(`${user.id}\u0000${problemId}`);
      if (!made) return;
      const both = scoreCellBothSides(contest, made);
      cells.full[i] = both.full;
      cells.public[i] = both.public;
    });
    const standing = { solved: 0, penalty: 0, lastSolveMinute: 0 };
    for (const cell of cells[side]) {
      if (!cell.solvedAt) continue;
      const minute = minuteOf(cell.solvedAt);
      standing.solved += 1;
      standing.penalty += minute + contest.penaltyMinutes * cell.wrongBeforeSolve;
      standing.lastSolveMinute = Math.max(standing.lastSolveMinute, minute);
    }
    return { userId: user.id, username: user.username, name: user.name, cells, standing };
  });
  const firstSolvers = problems.map((_, i) => {
    let first: string | null = null;
    let firstAt = Infinity;
    for (const contestant of board) {
      const at = contestant.cells[side][i]?.solvedAt?.getTime() ?? Infinity;
      if (at < firstAt) {
        first = contestant.userId;
        firstAt = at;
      }
    }
    return first;
  });
  board.sort((a, b) => {
    const x = a.standing;
    const y = b.standing;
    return (
      y.solved - x.solved ||
      x.penalty - y.penalty ||
      x.lastSolveMinute - y.lastSolveMinute ||
      (a.username < b.username ? -1 : a.username > b.username ? 1 : 0) ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
    );
  });
  const ranks: number[] = [];
  board.forEach(({ standing }, i) => {
    const previous = board[i - 1]?.standing;
    const same =
      previous !== undefined &&
      previous.solved === standing.solved &&
      previous.penalty === standing.penalty &&
      previous.lastSolveMinute === standing.lastSolveMinute;
    ranks.push(same ? (ranks[i - 1] ?? i + 1) : i + 1);
  });
  const started = isAdmin || contestStatus(contest, now) !== 'Upcoming';
  const shown = started ? problems : [];
  const toRow = (contestant: NaiveContestant, i: number): ScoreboardRow => {
    const you = contestant.userId === viewer?.id;
    const cells = you ? contestant.cells.full : contestant.cells[side];
    return {
      rank: ranks[i] ?? 0,
      username: contestant.username,
      name: contestant.name,
      // The bench's users name no affiliation.
      affiliation: null,
      solved: contestant.standing.solved,
      penalty: contestant.standing.penalty,
      problems: shown.map((problem, p) => {
        const cell = cells[p] ?? EMPTY_CELL;
        return {
          label: problem.label,
          problemId: problem.problemId,
          tries: cell.tries,
          solved: cell.solvedAt !== null,
          minutes: cell.solvedAt ? minuteOf(cell.solvedAt) : null,
          pending: cell.pending,
          firstSolve: cell.solvedAt !== null && firstSolvers[p] === contestant.userId,
        };
      }),
      virtual: false,
      you,
    };
  };
  const offset = (page - 1) * limit;
  const pageRows = board.slice(offset, offset + limit).map((contestant, i) => toRow(contestant, offset + i));
  const mineAt =
    viewer && !pageRows.some((row) => row.you) ? board.findIndex((c) => c.userId === viewer.id) : -1;
  const mine = board[mineAt];
  return {
    format: contest.format,
    frozen: !isAdmin && boardFrozen(contest, now),
    final: false,
    virtual: false,
    elapsedMinutes: Math.max(0, Math.min(minutesBetween(contest.startTime, now), contestMinutes(contest))),
    problems: shown.map(({ label, problemId, title }, p) => ({
      label,
      problemId,
      title,
      solvedCount: board.filter((contestant) => contestant.cells[side][p]?.solvedAt).length,
      attemptedCount: board.filter((contestant) => (contestant.cells[side][p]?.tries ?? 0) > 0).length,
    })),
    rows: pageRows,
    mine: mine ? toRow(mine, mineAt) : null,
    total: board.length,
    page,
    pages: Math.max(1, Math.ceil(board.length / limit)),
    awards: null,
    version: 0, // the naive answer follows no board; checkEveryPage leaves versions out
  };
}

const NAIVE_PATH = '/bench/naive-scoreboard';
const UNCACHED_PATH = '/bench/uncached-scoreboard';
const boardUrl = (contestId: string) => `/api/contests/${contestId}/scoreboard`;
const naiveUrl = (contestId: string) => `${NAIVE_PATH}/${contestId}`;
const uncachedUrl = (contestId: string) => `${UNCACHED_PATH}/${contestId}`;

type BoardViewerOf = { id: string; role: 'user' | 'admin' } | null;

/** A scoreboard route of the same app at `path`, with the real route's schemas (the same validation and serialisation). */
function addBoardRoute(
  app: App,
  path: string,
  answer: (
    contestId: string,
    viewer: BoardViewerOf,
    page: { page: number; limit: number },
  ) => Promise<ScoreboardResponse>,
): void {
  app.get(
    `${path}/:id`,
    {
      schema: {
        params: contestParamsSchema,
        querystring: scoreboardQuerySchema,
        response: { 200: scoreboardResponseSchema },
      },
    },
    async (request) => {
      const viewer = request.user ? { id: request.user.id, role: request.user.role } : null;
      return answer(request.params.id, viewer, request.query);
    },
  );
}

/**
 * The switch that turns the kept pages off: the route as it was before them, in the same app. Each read
 * builds its page from the live board (scoreboardFor), zod checks and serialises it, and @fastify/compress
 * compresses it (brotli at quality 4); no ETag.
 */
function addUncachedRoute(app: App): void {
  const { db, boards, now } = app.ctx;
  addBoardRoute(app, UNCACHED_PATH, (id, viewer, page) =>
    scoreboardFor({ db, boards, now }, id, viewer, page),
  );
}

/** The baseline: every submission read and the board summed afresh per request. */
function addNaiveRoute(app: App): void {
  addBoardRoute(app, NAIVE_PATH, (id, viewer, page) =>
    naiveScoreboard(app.ctx.db, id, viewer, page, app.ctx.now()),
  );
}

// ---------------------------------------------------------------------------------------------------
// Pages.

type Viewer = { name: string; token: () => string | null };
type Read = { ms: number; body: string; sentBytes: number };

async function timedGet(app: App, url: string, token: string | null, encoded = true): Promise<Read> {
  const started = performance.now();
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { ...(encoded ? BROWSER : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return { ms: elapsed, body: response.body, sentBytes: response.rawPayload.length };
}

const pageQuery = (page: number) => `?page=${page}&limit=${PAGE_SIZE}`;
const randomPage = () => 1 + Math.floor(random() * PAGES);

/** `reads` random pages of `url`, one at a time, as `viewer`: each read's time. */
async function measurePages(app: App, url: string, viewer: Viewer, reads: number, encoded = true) {
  const times: number[] = [];
  for (let i = 0; i < reads; i += 1)
    times.push((await timedGet(app, `${url}${pageQuery(randomPage())}`, viewer.token(), encoded)).ms);
  return times;
}

type Pair = Record<ReadMode, number[]>;

/**
 * `reads` random pages as `viewer`, each read once from the route as it was before the kept pages and
 * once from the real one, one after the other (so that both see the same load): each read's time.
 */
async function measurePagePair(
  app: App,
  urls: Record<ReadMode, string>,
  viewer: Viewer,
  reads: number,
  encoded = true,
): Promise<Pair> {
  const times: Pair = { before: [], after: [] };
  for (let i = 0; i < reads; i += 1) {
    const query = pageQuery(randomPage());
    const token = viewer.token();
    for (const mode of i % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const))
      times[mode].push((await timedGet(app, `${urls[mode]}${query}`, token, encoded)).ms);
  }
  return times;
}

type CheckViewer = { name: string; token: string | null; user: NaiveViewer };

/**
 * Every page of the board, as each viewer gets it from the app, against the naive answer for the whole
 * board (computed once per viewer), the clock's minute aside. Returns what differed.
 */
async function checkEveryPage(app: App, contestId: string, viewers: CheckViewer[]): Promise<string[]> {
  const differences: string[] = [];
  const all = { page: 1, limit: CONTESTANTS };
  for (const viewer of viewers) {
    const naive = await naiveScoreboard(app.ctx.db, contestId, viewer.user, all, app.ctx.now());
    const yours = naive.rows.find((row) => row.you) ?? null;
    for (let page = 1; page <= PAGES; page += 1) {
      const read = await timedGet(app, `${boardUrl(contestId)}${pageQuery(page)}`, viewer.token, false);
      const real = { ...(JSON.parse(read.body) as ScoreboardResponse), elapsedMinutes: 0, version: 0 };
      const rows = naive.rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      const expected = {
        ...naive,
        elapsedMinutes: 0,
        rows,
        mine: rows.includes(yours as ScoreboardRow) ? null : yours,
        page,
        pages: PAGES,
      };
      if (JSON.stringify(real) !== JSON.stringify(expected)) differences.push(`${viewer.name} page ${page}`);
    }
  }
  return differences;
}

// ---------------------------------------------------------------------------------------------------
// Verdicts.

type Verdict = { total: number; transaction: number };

/** An individual contest's cell: the contestant is the user. */
type Cell = { contestId: string; contestantId: string; problemId: string };

const randomCell = (seeded: Seeded): Cell => ({
  contestId: seeded.contestId,
  contestantId: pick(seeded.userIds),
  problemId: pick(seeded.problemIds),
});

/** A cell its contestant has not solved: a wrong try there always changes the board (and tells its viewers). */
async function unsolvedCell(app: App, seeded: Seeded): Promise<Cell> {
  const { board } = await app.ctx.boards.board(seeded.contestId);
  for (;;) {
    const cell = randomCell(seeded);
    const index = seeded.problemIds.indexOf(cell.problemId);
    if (!board.contestant(cell.contestantId)?.cells.full[index]?.solvedAt) return cell;
  }
}

/**
 * One verdict arriving, as in production: stored with its cell in one transaction, then applied to the
 * board. A random verdict on a random cell changes nothing on the board when it is no try (a Compile
 * Error) or comes after the cell's Accepted.
 */
async function applyVerdict(
  app: App,
  seeded: Seeded,
  cell = randomCell(seeded),
  status = weighted(VERDICT_SHARE),
): Promise<Verdict> {
  const started = performance.now();
  await app.ctx.db.transaction(async (tx) => {
    const createdAt = app.ctx.now();
    await tx.insert(submissions).values({
      userId: cell.contestantId,
      problemId: cell.problemId,
      language: 'python',
      code: 'print(3)\n',
      status,
      totalTests: 3,
      contestId: cell.contestId,
      contestMode: 'official',
      createdAt,
      judgedAt: createdAt,
    });
    await recomputeCell(tx, cell);
  });
  const transaction = performance.now() - started;
  await app.ctx.boards.cellChanged(cell);
  return { total: performance.now() - started, transaction };
}

type FeedFollowing = {
  /** Rows one full read of the contest reads (what each change cost before the change log). */
  fullRows: number;
  fullMs: number[];
  /** Per change: rows the follower read, and its refresh's time. */
  rowsPerChange: number;
  refreshMs: number[];
  eventsSent: number;
  /** The follower's client holds what a fresh full read gives, after all the changes. */
  equal: boolean;
};

/** What a feed client holds: each object's latest data by type and id. */
function applyEvents(held: Map<string, string>, update: FeedUpdate): void {
  for (const event of update.events) {
    const name = `${event.type}/${event.id ?? ''}`;
    if (event.data === null) held.delete(name);
    else held.set(name, JSON.stringify(event.data));
  }
}

/**
 * A Contest API event feed follower (an admin's: it sees every run) on the big contest: one full read,
 * then a verdict and a refresh, FEED_CHANGES times; full reads (as every change cost before the change
 * log) are timed in between.
 */
async function measureFeedFollower(app: App, seeded: Seeded): Promise<FeedFollowing> {
  const deps = { db: app.ctx.db, boards: app.ctx.boards, now: app.ctx.now };
  const viewer = { admin: true };
  const fullRead = async () => {
    const follower = new FeedFollower(deps, seeded.contestId, viewer, new FeedCursor(null));
    const started = performance.now();
    const update = await follower.readAll();
    return { ms: performance.now() - started, rows: follower.stats.rowsRead, update };
  };
  const follower = new FeedFollower(deps, seeded.contestId, viewer, new FeedCursor(null));
  const held = new Map<string, string>();
  applyEvents(held, await follower.readAll());
  const afterFirst = follower.stats.rowsRead;
  const refreshMs: number[] = [];
  const fullMs: number[] = [];
  let fullRows = 0;
  let eventsSent = 0;
  for (let i = 0; i < FEED_CHANGES; i += 1) {
    await applyVerdict(app, seeded);
    const started = performance.now();
    const update = await follower.refresh();
    refreshMs.push(performance.now() - started);
    eventsSent += update.events.length;
    applyEvents(held, update);
    if (i % Math.ceil(FEED_CHANGES / FEED_FULL_READS) === 0) {
      const full = await fullRead();
      fullMs.push(full.ms);
      fullRows = full.rows;
    }
  }
  const fresh = new Map<string, string>();
  applyEvents(fresh, (await fullRead()).update);
  const equal = fresh.size === held.size && [...fresh].every(([name, json]) => held.get(name) === json);
  return {
    fullRows,
    fullMs,
    rowsPerChange: (follower.stats.rowsRead - afterFirst) / FEED_CHANGES,
    refreshMs,
    eventsSent,
    equal: equal && follower.stats.fullReads === 1,
  };
}

// ---------------------------------------------------------------------------------------------------
// Fan-out: the clients, in a worker thread (plain JavaScript, run as is).

/**
 * How the clients read their page again after a 'scoreboard' event: as the web app did before the kept
 * pages ('before': 300 ms later, all of them, the page built per request), or as it does now ('after':
 * the event's version skipped when held, a random wait within CONTEST_EVENT_READ_SPREAD_MS, the kept
 * page with If-None-Match).
 */
type ReadMode = 'before' | 'after';
type Reread = { mode: ReadMode; path: string; delayMs: number; spreadMs: number };

const CLIENTS = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, streams, headers, tokens } = workerData;
const now = () => performance.timeOrigin + performance.now();
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const clients = [];
let armed = null;
let received = 0;
let finished = 0;
let first = 0;
let last = 0;
let statuses = {};
function report() {
  parentPort.postMessage({ type: armed.reread ? 'reread' : 'received', first, last, statuses });
  armed = null;
}
function finish(client) {
  last = now();
  finished += 1;
  if (finished === clients.length) report();
}
function readAgain(client, version) {
  const reread = armed.reread;
  const go = () => {
    const ask = { ...headers, ...client.auth };
    if (reread.mode === 'after' && client.etag) ask['if-none-match'] = client.etag;
    const request = http.get(new URL(reread.path, url), { agent, headers: ask }, (response) => {
      response.resume();
      response.on('end', () => {
        const status = response.statusCode;
        statuses[status] = (statuses[status] || 0) + 1;
        if (status !== 200 && status !== 304) return parentPort.postMessage({ type: 'error', message: 'page answered ' + status });
        if (status === 200) client.etag = response.headers.etag;
        client.version = version;
        finish(client);
      });
    });
    request.on('error', (error) => parentPort.postMessage({ type: 'error', message: String(error) }));
  };
  setTimeout(go, reread.mode === 'after' ? Math.random() * reread.spreadMs : reread.delayMs);
}
function onEvent(client, name, data) {
  if (!armed || client.got || name !== 'scoreboard') return;
  client.got = true;
  received += 1;
  if (received === 1) first = now();
  if (!armed.reread) {
    last = now();
    if (received === clients.length) report();
    return;
  }
  const version = Number(JSON.parse(data || '{}').version || 0);
  // A client that holds the version told has the board already.
  if (armed.reread.mode === 'after' && version !== 0 && client.version === version) return finish(client);
  readAgain(client, version);
}
function open(index) {
  return new Promise((resolve, reject) => {
    const auth = tokens ? { authorization: 'Bearer ' + tokens[index] } : {};
    const request = http.get(url, { agent: false, headers: auth });
    const client = { request, auth, got: false, buffer: '', etag: null, version: null };
    request.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error('stream answered ' + response.statusCode));
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        client.buffer += chunk;
        let end;
        while ((end = client.buffer.indexOf('\\n\\n')) >= 0) {
          const block = client.buffer.slice(0, end);
          client.buffer = client.buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block);
          const data = /^data: (.*)$/m.exec(block);
          if (name) onEvent(client, name[1], data ? data[1] : '');
        }
      });
      resolve();
    });
    request.on('error', reject);
    clients.push(client);
  });
}
parentPort.on('message', async (message) => {
  if (message.type === 'open') {
    try {
      const opening = [];
      for (let i = 0; i < streams; i += 50) {
        for (let j = i; j < Math.min(streams, i + 50); j += 1) opening.push(open(j));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await Promise.all(opening);
      parentPort.postMessage({ type: 'open', count: clients.length });
    } catch (error) {
      parentPort.postMessage({ type: 'error', message: String(error) });
    }
  } else if (message.type === 'warm') {
    // Each client reads once, as a viewer who has been reading: their session is looked up and kept.
    let warmed = 0;
    for (const client of clients) {
      const request = http.get(new URL(message.path, url), { agent, headers: { ...headers, ...client.auth } }, (response) => {
        response.resume();
        response.on('end', () => {
          warmed += 1;
          if (warmed === clients.length) parentPort.postMessage({ type: 'warmed' });
        });
      });
      request.on('error', (error) => parentPort.postMessage({ type: 'error', message: String(error) }));
    }
  } else if (message.type === 'arm') {
    for (const client of clients) client.got = false;
    received = 0;
    finished = 0;
    statuses = {};
    armed = { reread: message.reread };
    parentPort.postMessage({ type: 'armed' });
  } else if (message.type === 'close') {
    for (const client of clients) client.request.destroy();
    agent.destroy();
    parentPort.postMessage({ type: 'closed' });
  }
});
`;

type WorkerMessage =
  | { type: 'open'; count: number }
  | { type: 'armed' | 'closed' | 'warmed' }
  | { type: 'received' | 'reread'; first: number; last: number; statuses: Record<string, number> }
  | { type: 'error'; message: string };

function nextMessage(worker: Worker, type: WorkerMessage['type'], timeoutMs: number): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      worker.off('message', onMessage);
      reject(new Error(`the clients sent no '${type}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: WorkerMessage) => {
      if (message.type !== type && message.type !== 'error') return;
      clearTimeout(timer);
      worker.off('message', onMessage);
      if (message.type === 'error') reject(new Error(message.message));
      else resolve(message);
    };
    worker.on('message', onMessage);
  });
}

type Arrivals = { first: number[]; last: number[]; verdict: number[]; statuses: Record<string, number> };
const noArrivals = (): Arrivals => ({ first: [], last: [], verdict: [], statuses: {} });

type FanOut = {
  opened: number;
  openSeconds: number;
  /** Verdict → every client has the event (guests only). */
  events: Arrivals | null;
  /** Verdict → every client has its page again, per mode (runs interleaved: before, after, before, …). */
  rereads: Record<ReadMode, Arrivals>;
  /** The same, contestants whose sessions are no longer kept in memory (the first verdict in a while). */
  cold: Record<ReadMode, Arrivals> | null;
};

/**
 * Whether the contestants' sessions are in the server's memory when a run starts: 'warm' (each has read
 * just before, as a viewer of a busy board has) or 'cold' (nobody has read for longer than a session is
 * kept: every read of the run looks its session up in the database).
 */
type Sessions = 'warm' | 'cold';

/**
 * `STREAMS` clients follow the contest's events: guests, or (with `tokens`) contestants, each with their
 * own session. Each run arms them, applies one verdict and waits until all have what is measured.
 */
async function measureFanOut(app: App, seeded: Seeded, tokens: string[] | null): Promise<FanOut> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const worker = new Worker(CLIENTS, {
    eval: true,
    workerData: {
      url: `http://127.0.0.1:${port}/api/contests/${seeded.contestId}/events`,
      streams: STREAMS,
      headers: BROWSER,
      tokens,
    },
  });
  const once = async (into: Arrivals, reread: Reread | null, sessions: Sessions = 'warm') => {
    if (tokens && sessions === 'warm') {
      worker.postMessage({ type: 'warm', path: `${boardUrl(seeded.contestId)}${page1}` });
      await nextMessage(worker, 'warmed', 60_000);
    }
    // Past the event window the run before opened: this verdict's event goes out at once. Cold: past
    // the time a session is kept in memory too, so each read looks its session up.
    await sleep(sessions === 'cold' ? SESSION_KEPT_MS + 500 : EVENT_WINDOW_MS + 200);
    worker.postMessage({ type: 'arm', reread });
    await nextMessage(worker, 'armed', 10_000);
    const arrived = nextMessage(worker, reread ? 'reread' : 'received', 120_000);
    const cell = await unsolvedCell(app, seeded);
    const started = wallClock();
    const verdict = await applyVerdict(app, seeded, cell, 'Wrong Answer');
    const message = await arrived;
    if (!('last' in message)) throw new Error('unexpected message from the clients');
    into.first.push(message.first - started);
    into.last.push(message.last - started);
    into.verdict.push(verdict.total);
    for (const [status, n] of Object.entries(message.statuses))
      into.statuses[status] = (into.statuses[status] ?? 0) + n;
  };
  const page1 = pageQuery(1);
  const rereadOf = (mode: ReadMode): Reread => ({
    mode,
    path: `${mode === 'before' ? uncachedUrl(seeded.contestId) : boardUrl(seeded.contestId)}${page1}`,
    delayMs: BEFORE_REREAD_DELAY_MS,
    spreadMs: CONTEST_EVENT_READ_SPREAD_MS,
  });
  try {
    const openStart = performance.now();
    worker.postMessage({ type: 'open' });
    await nextMessage(worker, 'open', 120_000);
    const openSeconds = (performance.now() - openStart) / 1000;
    const opened = app.ctx.boards.listenerCount(seeded.contestId);
    const who = tokens ? 'contestants' : 'guests';
    progress(`fan-out (${who}): ${opened} streams open in ${openSeconds.toFixed(1)} s`);
    let events: Arrivals | null = null;
    if (!tokens) {
      events = noArrivals();
      for (let i = 0; i < FAN_OUT_REPEATS; i += 1) await once(events, null);
      progress(`fan-out (${who}): events p50 ${ms(percentile(events.last, 50))}`);
    }
    const rereads: Record<ReadMode, Arrivals> = { before: noArrivals(), after: noArrivals() };
    for (let i = 0; i < REREAD_REPEATS; i += 1)
      for (const mode of ['before', 'after'] as const) {
        await once(rereads[mode], rereadOf(mode));
        progress(`fan-out (${who}): read again, ${mode}: ${ms(rereads[mode].last.at(-1) ?? 0)}`);
      }
    let cold: Record<ReadMode, Arrivals> | null = null;
    if (tokens) {
      cold = { before: noArrivals(), after: noArrivals() };
      for (let i = 0; i < COLD_REPEATS; i += 1)
        for (const mode of ['before', 'after'] as const) {
          await once(cold[mode], rereadOf(mode), 'cold');
          progress(
            `fan-out (${who}, cold sessions): read again, ${mode}: ${ms(cold[mode].last.at(-1) ?? 0)}`,
          );
        }
    }
    worker.postMessage({ type: 'close' });
    await nextMessage(worker, 'closed', 10_000);
    for (let i = 0; i < 50 && app.ctx.boards.listenerCount(seeded.contestId) > 0; i += 1) await sleep(100);
    return { opened, openSeconds, events, rereads, cold };
  } finally {
    await worker.terminate();
  }
}

// ---------------------------------------------------------------------------------------------------

async function benchTarget(target: BenchTarget): Promise<void> {
  console.log(
    `\n${target.name}: ${CONTESTANTS} contestants × ${PROBLEMS} problems, ${SUBMISSIONS} submissions`,
  );
  await onBenchTarget(target, async (database, dataDir, openApp) => {
    const seeded = await seedContest(database.db, path.join(dataDir, 'uploads'));
    // PostgreSQL's autovacuum would analyze the new rows within a minute: do it now.
    if (database.kind === 'postgres') await database.db.execute(sql`analyze`);
    const app = await openApp();
    addNaiveRoute(app);
    addUncachedRoute(app);
    await app.ready();
    const tokens: string[] = [];
    for (const userId of seeded.userIds.slice(0, SIGNED_IN))
      tokens.push(await createSession(app.ctx, userId));
    const guest: Viewer = { name: 'guest', token: () => null };
    const contestant: Viewer = { name: 'contestant', token: () => pick(tokens) };
    const checkers: CheckViewer[] = [
      { name: 'guest', token: null, user: null },
      { name: 'contestant', token: tokens[0] ?? '', user: { id: seeded.userIds[0] ?? '', role: 'user' } },
      {
        name: 'admin',
        token: await createSession(app.ctx, seeded.adminId),
        user: { id: seeded.adminId, role: 'admin' },
      },
    ];
    const board = boardUrl(seeded.contestId);
    const uncached = uncachedUrl(seeded.contestId);

    // The first read loads the board from the score cache.
    const firstRead = await timedGet(app, `${board}${pageQuery(1)}`, null);
    const plain = await timedGet(app, `${board}${pageQuery(1)}`, null, false);
    progress(`first read (loads the board): ${ms(firstRead.ms)}`);
    const pagesOf = async (viewer: Viewer, encoded = true) => {
      await measurePagePair(app, { before: uncached, after: board }, viewer, PAGE_WARMUP, encoded);
      return measurePagePair(app, { before: uncached, after: board }, viewer, PAGE_READS, encoded);
    };
    const guestPages = await pagesOf(guest);
    const contestantPages = await pagesOf(contestant);
    const plainPages = await pagesOf(guest, false);
    progress(
      `pages, kept: guest p99 ${ms(percentile(guestPages.after, 99))}, contestant p99 ${ms(percentile(contestantPages.after, 99))}`,
    );
    const naive = naiveUrl(seeded.contestId);
    const naiveGuest = await measurePages(app, naive, guest, NAIVE_READS);
    const naiveContestant = await measurePages(app, naive, contestant, NAIVE_READS);
    progress(`naive pages: guest p50 ${ms(percentile(naiveGuest, 50))}; checking every page`);
    const before = await checkEveryPage(app, seeded.contestId, checkers);

    const verdicts: Verdict[] = [];
    for (let i = 0; i < VERDICTS; i += 1) verdicts.push(await applyVerdict(app, seeded));
    progress(
      `verdicts: p50 ${ms(
        percentile(
          verdicts.map((v) => v.total),
          50,
        ),
      )}; checking every page`,
    );
    const after = await checkEveryPage(app, seeded.contestId, checkers);
    const feed = await measureFeedFollower(app, seeded);
    progress(
      `feed follower: ${feed.rowsPerChange.toFixed(1)} rows per change (a full read: ${feed.fullRows})`,
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const guestFanOut = await measureFanOut(app, seeded, null);
    const contestantTokens = [...tokens];
    for (const userId of seeded.userIds.slice(tokens.length, STREAMS))
      contestantTokens.push(await createSession(app.ctx, userId));
    const contestantFanOut = await measureFanOut(app, seeded, contestantTokens);

    console.log(
      `\n${target.name}: contest scoreboard, ${CONTESTANTS} contestants × ${PROBLEMS} problems, ${SUBMISSIONS} submissions (${seeded.cells} cells)\n`,
    );
    const row = (cells: string[]) => console.log(`| ${cells.join(' | ')} |`);
    const both = (times: number[]) => `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))}`;
    console.log(
      `| Page of ${PAGE_SIZE} at random (reads; before and after interleaved) | Before: built per read, p50 / p99 | After: kept, p50 / p99 | Naive p50 | Target | Met |`,
    );
    console.log('|---|---|---|---|---|---|');
    const pageRow = (who: string, times: Pair, baseline: number[] | null) => {
      const p99 = percentile(times.after, 99);
      row([
        `${who} (${times.after.length} each${baseline ? `; naive ${baseline.length}` : ''})`,
        both(times.before),
        both(times.after),
        baseline ? ms(percentile(baseline, 50)) : '–',
        `p99 ≤ ${TARGET_PAGE_P99_MS} ms`,
        mark(p99 <= TARGET_PAGE_P99_MS),
      ]);
    };
    pageRow('Guest, br', guestPages, naiveGuest);
    pageRow('Contestant (bearer token), br', contestantPages, naiveContestant);
    pageRow('Guest, uncompressed', plainPages, null);

    console.log('\n| Verdict | p50 | p99 | Target | Met |');
    console.log('|---|---|---|---|---|');
    const totals = verdicts.map((v) => v.total);
    const verdictP50 = percentile(totals, 50);
    row([
      `Insert + recomputeCell (one transaction) + cellChanged (${VERDICTS})`,
      ms(verdictP50),
      ms(percentile(totals, 99)),
      `p50 ≤ ${TARGET_VERDICT_P50_MS} ms`,
      mark(verdictP50 <= TARGET_VERDICT_P50_MS),
    ]);
    const transactions = verdicts.map((v) => v.transaction);
    const applied = verdicts.map((v) => v.total - v.transaction);
    row([
      '… the transaction / cellChanged',
      `${ms(percentile(transactions, 50))} / ${ms(percentile(applied, 50))}`,
      `${ms(percentile(transactions, 99))} / ${ms(percentile(applied, 99))}`,
      '–',
      '–',
    ]);

    console.log(
      `\n| Verdict → all ${STREAMS.toLocaleString('en')} viewers have … (before and after interleaved) | Before: p50 (max) | After: p50 (max) | Target | Met |`,
    );
    console.log('|---|---|---|---|---|');
    const median = (arrivals: Arrivals) =>
      `${ms(percentile(arrivals.last, 50))} (${ms(Math.max(...arrivals.last))})`;
    const statuses = (arrivals: Arrivals) =>
      Object.entries(arrivals.statuses)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ');
    const events = guestFanOut.events;
    if (events)
      row([
        `… the 'scoreboard' event, guests (${events.last.length} runs; first client ${ms(percentile(events.first, 50))})`,
        '–',
        median(events),
        `≤ ${TARGET_FAN_OUT_MS} ms`,
        mark(percentile(events.last, 50) <= TARGET_FAN_OUT_MS && guestFanOut.opened === STREAMS),
      ]);
    for (const [who, fanOut] of [
      ['guests', guestFanOut],
      ['contestants (each their own row)', contestantFanOut],
    ] as const) {
      const { before: slow, after: fast } = fanOut.rereads;
      row([
        `… read page 1 again, ${who} (${fast.last.length} runs each; after: ${statuses(fast)})`,
        median(slow),
        median(fast),
        `≤ ${TARGET_FAN_OUT_MS} ms`,
        mark(percentile(fast.last, 50) <= TARGET_FAN_OUT_MS && fanOut.opened === STREAMS),
      ]);
      if (fanOut.cold)
        row([
          `… the same, sessions no longer in memory (${fanOut.cold.after.last.length} runs each)`,
          median(fanOut.cold.before),
          median(fanOut.cold.after),
          '–',
          '–',
        ]);
    }
    console.log(
      `\n| Contest API event feed follower, per verdict (${FEED_CHANGES}; an admin's feed, runs included) | Before: the whole contest read again | After: the change log | Ratio |`,
    );
    console.log('|---|---|---|---|');
    row([
      'Rows read from the database',
      feed.fullRows.toLocaleString('en'),
      feed.rowsPerChange.toFixed(1),
      `${(feed.fullRows / feed.rowsPerChange).toFixed(0)}×`,
    ]);
    row([
      `Time to the events to send, p50 (full reads: ${feed.fullMs.length})`,
      ms(percentile(feed.fullMs, 50)),
      ms(percentile(feed.refreshMs, 50)),
      `${(percentile(feed.fullMs, 50) / percentile(feed.refreshMs, 50)).toFixed(0)}×`,
    ]);
    console.log(
      feed.equal
        ? `The follower's client (${feed.eventsSent} events sent) holds exactly what a fresh full read gives, after one full read.`
        : 'MISMATCH: the follower holds something a fresh full read does not give (or it read in full again).',
    );
    console.log(
      `\nSet-up: seeded in ${seeded.seconds.seed.toFixed(0)} s; recomputeContestScores ${seeded.seconds.recompute.toFixed(1)} s;` +
        ` the first read (loading the board) ${ms(firstRead.ms)}; ${guestFanOut.opened} streams open after ${guestFanOut.openSeconds.toFixed(1)} s.`,
    );
    console.log(
      `A page of ${PAGE_SIZE} rows: ${kib(plain.sentBytes)} of JSON, ${kib(firstRead.sentBytes)} as brotli.`,
    );
    const differences = [...before.map((d) => `before: ${d}`), ...after.map((d) => `after: ${d}`)];
    console.log(
      differences.length === 0
        ? `Every page equals the naive answer (guest, contestant and admin; before and after the ${VERDICTS} verdicts).`
        : `MISMATCH with the naive answer: ${differences.slice(0, 20).join('; ')}`,
    );
  });
}

async function main(): Promise<void> {
  console.log(
    `Scoreboard benchmark: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  for (const target of benchTargets('bench')) await benchTarget(target);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
