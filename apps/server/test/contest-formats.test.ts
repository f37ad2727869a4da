/**
 * Points contests through the API with the real judge (docs/contests.md#formats): an IOI contest on a
 * scoring problem ranks by subtask points with the best-per-subtask rule (or the best submission, as a
 * setting), an AtCoder contest takes its own penalty, the Contest API says `score`, and cells stored by
 * another rule are never shown stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContest, ScoreboardResponse, ScoreboardRow } from '@codeconquer/contracts';
import { contestScores } from '../src/db/schema';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loadCcsSchemas } from './helpers/ccs-schemas';
import { FIXTURE_PACKAGES, loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';

const MINUTE = 60_000;
/** big-sum's subtasks: group1 (40 points) has small sums, group2 (60) big ones. */
const GROUP1_ONLY = fs.readFileSync(
  path.join(FIXTURE_PACKAGES, 'big-sum', 'submissions', 'partially_accepted', 'int32.c'),
  'utf8',
);
/** Right on group2's sums (all above 6), wrong on group1's (6 and 5). */
const GROUP2_ONLY =
  'import sys\nn, *xs = map(int, sys.stdin.read().split())\ns = sum(xs[:n])\nprint(s if s > 6 else s + 1)\n';
const WRONG = 'print(3)\n';

let t: TestApp;
let admin: Account;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  t = await buildTestApp({
    judge: true,
    env: { ADMIN_EMAILS: 'formats.admin@example.com', RATE_LIMITS: 'off' },
  });
  const uploads = path.join(t.config.dataDir, 'uploads');
  await loadFixtureProblem(t.database.db, uploads, 'big-sum');
  await loadFixtureProblem(t.database.db, uploads, 'add-two');
  admin = await createAccount(t, { email: 'formats.admin@example.com' });
  alice = await createAccount(t, { username: 'alice_f' });
  bob = await createAccount(t, { username: 'bob_f' });
});

afterAll(async () => {
  await t?.close();
});

const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE).toISOString();

async function send(method: 'POST' | 'PATCH', url: string, account: Account, payload: object = {}) {
  return t.app.inject({ method, url, headers: bearer(account.token), payload });
}

async function createContest(body: Record<string, unknown>): Promise<AdminContest> {
  const response = await send('POST', '/api/admin/contests', admin, {
    title: 'Points round',
    startTime: at(-1),
    endTime: at(120),
    freezeMinutes: 0,
    problems: ['big-sum', 'add-two'],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ contest: AdminContest }>().contest;
}

async function submitAndJudge(
  account: Account,
  contestId: string,
  problemId: string,
  language: string,
  code: string,
) {
  const sent = await sendSubmission(t, account, { problemId, language, code, contestId });
  return judgedSubmission(t, account, sent.id);
}

async function board(contestId: string, account: Account = admin): Promise<ScoreboardResponse> {
  const response = await t.app.inject({
    url: `/api/contests/${contestId}/scoreboard`,
    headers: bearer(account.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScoreboardResponse>();
}

const rowOf = (scoreboard: ScoreboardResponse, account: Account): ScoreboardRow => {
  const row = scoreboard.rows.find((candidate) => candidate.username === account.username);
  if (!row) throw new Error(`${account.username} is not on the board`);
  return row;
};

describe('an IOI contest on a scoring problem', () => {
  let contestId: string;

  beforeAll(async () => {
    const contest = await createContest({ format: 'ioi' });
    expect(contest).toMatchObject({ format: 'ioi', scoring: 'best-subtasks', penaltyMinutes: 0 });
    contestId = contest.id;
    for (const account of [alice, bob])
      expect((await send('POST', `/api/contests/${contestId}/register`, account)).statusCode).toBe(200);
    // alice earns subtask 1 in one submission and subtask 2 in another; bob only subtask 2.
    expect((await submitAndJudge(alice, contestId, 'big-sum', 'c', GROUP1_ONLY)).score?.value).toBe(40);
    expect((await submitAndJudge(alice, contestId, 'big-sum', 'python', GROUP2_ONLY)).score?.value).toBe(60);
    expect((await submitAndJudge(bob, contestId, 'big-sum', 'python', GROUP2_ONLY)).score?.value).toBe(60);
    expect((await submitAndJudge(bob, contestId, 'add-two', 'python', WRONG)).status).toBe('Wrong Answer');
  });

  it('ranks by the sum of each subtask’s best, with subtask detail and no penalty', async () => {
    const scoreboard = await board(contestId);
    expect(scoreboard.format).toBe('ioi');
    const aliceRow = rowOf(scoreboard, alice);
    expect(aliceRow).toMatchObject({ rank: 1, score: 100, solved: 1, penalty: 0 });
    expect(aliceRow.problems[0]).toMatchObject({
      label: 'A',
      score: 100,
      subtasks: [40, 60],
      solved: true,
      tries: 2,
    });
    expect(aliceRow.problems[1]).toMatchObject({ label: 'B', score: 0, tries: 0 });
    const bobRow = rowOf(scoreboard, bob);
    expect(bobRow).toMatchObject({ rank: 2, score: 60, solved: 0, penalty: 0 });
    expect(bobRow.problems[0]).toMatchObject({ score: 60, subtasks: [0, 60], solved: false });
    expect(bobRow.problems[1]).toMatchObject({ score: 0, tries: 1, solved: false });
    // Full marks are what counts as solved for the problem's counts and its first solve.
    expect(aliceRow.problems[0]?.firstSolve).toBe(true);
  });

  it('scores by the best single submission when the contest says so', async () => {
    const response = await send('PATCH', `/api/admin/contests/${contestId}`, admin, {
      scoring: 'best-submission',
    });
    expect(response.statusCode, response.body).toBe(200);
    const scoreboard = await board(contestId);
    expect(rowOf(scoreboard, alice)).toMatchObject({ score: 60, solved: 0 });
    expect(rowOf(scoreboard, alice).problems[0]).toMatchObject({ score: 60, subtasks: [0, 60] });
    expect(rowOf(scoreboard, bob)).toMatchObject({ score: 60 });
    const back = await send('PATCH', `/api/admin/contests/${contestId}`, admin, { scoring: 'best-subtasks' });
    expect(back.statusCode, back.body).toBe(200);
    expect(rowOf(await board(contestId), alice)).toMatchObject({ score: 100 });
  });

  it('never shows a cell stored by another rule: the board rescores it first', async () => {
    const cell = and(eq(contestScores.contestId, contestId), eq(contestScores.contestantId, alice.id));
    // As a cell stored before a rule's version was raised: wrong points, and the old rule's key.
    await t.database.db
      .update(contestScores)
      .set({ rule: 'ioi@0/best-subtasks', points: 7, publicPoints: 7 })
      .where(cell);
    t.app.ctx.boards.forget(contestId);
    expect(rowOf(await board(contestId), alice)).toMatchObject({ score: 100 });
    const stored = await t.database.db.select({ rule: contestScores.rule }).from(contestScores).where(cell);
    expect(stored.map((row) => row.rule)).toEqual(['ioi@1/best-subtasks']);
  });

  it('is a score board in the Contest API', async () => {
    const headers = bearer(admin.token);
    const schemas = loadCcsSchemas();
    const contest = await t.app.inject({ url: `/api/ccs/contests/${contestId}`, headers });
    expect(contest.json()).toMatchObject({ scoreboard_type: 'score' });
    schemas.check('contest.json', contest.json());
    const scoreboard = await t.app.inject({ url: `/api/ccs/contests/${contestId}/scoreboard`, headers });
    schemas.check('scoreboard.json', scoreboard.json());
    // The contest object has no penalty_time on a score board, and the access list says so.
    const access = await t.app.inject({ url: `/api/ccs/contests/${contestId}/access`, headers });
    schemas.check('access.json', access.json());
    const contestEndpoint = access
      .json<{ endpoints: { type: string; properties: string[] }[] }>()
      .endpoints.find((endpoint) => endpoint.type === 'contest');
    expect(contestEndpoint?.properties).toContain('scoreboard_type');
    expect(contestEndpoint?.properties).not.toContain('penalty_time');
    const rows = scoreboard.json<{ rows: { team_id: string; score: object; problems: object[] }[] }>().rows;
    const aliceRow = rows.find((row) => row.team_id === alice.id);
    expect(aliceRow?.score).toEqual({ score: 100, time: expect.any(Number) });
    expect(aliceRow?.problems[0]).toMatchObject({
      problem_id: 'big-sum',
      score: 100,
      num_judged: 2,
      num_pending: 0,
    });
    const types = await t.app.inject({ url: `/api/ccs/contests/${contestId}/judgement-types`, headers });
    expect(types.json<{ penalty: boolean }[]>().every((type) => !type.penalty)).toBe(true);
  });
});

describe('an AtCoder contest', () => {
  it('takes the format’s own penalty of 5 minutes a wrong try and ranks by points', async () => {
    const contest = await createContest({ format: 'atcoder', problems: ['add-two'] });
    expect(contest).toMatchObject({ format: 'atcoder', penaltyMinutes: 5 });
    await send('POST', `/api/contests/${contest.id}/register`, alice);
    await submitAndJudge(alice, contest.id, 'add-two', 'python', WRONG);
    await submitAndJudge(
      alice,
      contest.id,
      'add-two',
      'python',
      'a, b = map(int, input().split())\nprint(a + b)\n',
    );
    const row = rowOf(await board(contest.id), alice);
    expect(row).toMatchObject({ rank: 1, score: 100, solved: 1 });
    // The minute of the last rise (1 or 2: the contest began a minute ago) plus one wrong try's 5.
    expect(row.penalty).toBeGreaterThanOrEqual(6);
    expect(row.penalty).toBeLessThanOrEqual(7);
  });
});
