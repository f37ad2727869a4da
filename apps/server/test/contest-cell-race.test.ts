/**
 * Two verdicts of one scoreboard cell stored at the same moment (two judges finishing together, as a
 * contest's rejudge makes them): the cell must count both, and the rejudge must see its last verdict. Only PostgreSQL runs transactions side by side
 * (PGlite has one connection, so there the two are one after the other and cannot race).
 */
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContest } from '@codeconquer/contracts';
import type { JudgeResult } from '@codeconquer/judge';
import { contestScores, judgeJobs, problemRejudges, submissions } from '../src/db/schema';
import { recomputeCell } from '../src/contests/score-cache';
import { finalizeSubmission } from '../src/submissions/finalize-submission';
import { bearer, createAccount, postJson, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';

const onPostgres = process.env.TEST_DB === 'postgres';
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WRONG = 'print(3)\n';
const MINUTE = 60_000;

let t: TestApp;
let admin: Account;
let bob: Account;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp({
    judge: true,
    env: { ADMIN_EMAILS: 'race.admin@example.com', RATE_LIMITS: 'off' },
  });
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two');
  admin = await createAccount(t, { email: 'race.admin@example.com' });
  bob = await createAccount(t, { username: 'bob_race' });
});

afterAll(async () => {
  await t?.close();
});

describe.runIf(onPostgres)('two verdicts of one contest cell stored at once', () => {
  it('counts both in the cell, and finishes the rejudge they belong to', { timeout: 60_000 }, async () => {
    const db = t.database.db;
    const created = await postJson(
      t,
      '/api/admin/contests',
      {
        title: 'Race',
        problems: ['add-two'],
        startTime: new Date(Date.now() - 20 * MINUTE).toISOString(),
        endTime: new Date(Date.now() + 60 * MINUTE).toISOString(),
        freezeMinutes: 0,
      },
      bearer(admin.token),
    );
    expect(created.statusCode, created.body).toBe(201);
    const contest = created.json<{ contest: AdminContest }>().contest;
    await postJson(t, `/api/contests/${contest.id}/register`, {}, bearer(bob.token));
    const ids: string[] = [];
    for (const code of [WRONG, RIGHT]) {
      const made = await sendSubmission(t, bob, { contestId: contest.id, code });
      await judgedSubmission(t, bob, made.id);
      ids.push(made.id);
    }
    const [wrongId, rightId] = ids as [string, string];
    // The results the judge gave, to store again; the two submissions go back to Pending, as a rejudge does.
    const jobs = await db.select().from(judgeJobs).where(inArray(judgeJobs.id, ids));
    const resultOf = (id: string) => jobs.find((job) => job.id === id)?.result as JudgeResult;
    expect(resultOf(wrongId).verdict).toBe('Wrong Answer');
    const cell = { contestId: contest.id, contestantId: bob.id, problemId: 'add-two' };
    const [rejudge] = await db.transaction(async (tx) => {
      await tx.update(submissions).set({ status: 'Pending' }).where(inArray(submissions.id, ids));
      await recomputeCell(tx, cell);
      return tx
        .insert(problemRejudges)
        .values({ problemId: 'add-two', adminId: admin.id, total: 2 })
        .returning();
    });

    // The first verdict's transaction stores it and then waits, uncommitted, while the second stores its own.
    let releaseFirst = () => undefined as void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStored = () => undefined as void;
    const firstIsStored = new Promise<void>((resolve) => (firstStored = resolve));
    const first = db.transaction(async (tx) => {
      await finalizeSubmission(tx, wrongId, resultOf(wrongId));
      firstStored();
      await firstHolds;
    });
    await firstIsStored;
    const second = db.transaction((tx) => finalizeSubmission(tx, rightId, resultOf(rightId)));
    // Time for the second to read the submissions and reach the cell before the first commits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    releaseFirst();
    await Promise.all([first, second]);

    const [stored] = await db
      .select()
      .from(contestScores)
      .where(
        and(
          eq(contestScores.contestId, cell.contestId),
          eq(contestScores.contestantId, cell.contestantId),
          eq(contestScores.problemId, cell.problemId),
        ),
      );
    expect(stored).toMatchObject({ pending: 0, tries: 2, wrongBeforeSolve: 1 });
    expect(stored?.solvedAt).not.toBeNull();
    // The rejudge they belong to saw its last verdict in: it is finished (another may be started).
    const [settled] = await db.select().from(problemRejudges).where(eq(problemRejudges.id, rejudge!.id));
    expect(settled?.finishedAt).not.toBeNull();
  });
});
