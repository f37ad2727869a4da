/**
 * Contests through the API with the real judge (docs/contests.md): an admin schedules one, users register
 * and submit in it, and the scoreboard follows the ICPC rules — tries, penalties, Compile Errors that are
 * no tries, the freeze (others' results pending, one's own shown, admins see all), publishing the final
 * results, virtual runs after the end, clarifications, and contest-only problems.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminContest,
  Clarification,
  ContestDetail,
  ContestSummary,
  ScoreboardResponse,
  ScoreboardRow,
  Submission,
} from '@codeconquer/contracts';
import { bearer, createAccount, postJson, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';
import { problemViewsChanged } from '../src/problems/problem-views';

const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WRONG = 'print(3)\n';
const NOT_C = 'int main( {';
const MINUTE = 60_000;

let t: TestApp;
let admin: Account;
let alice: Account;
let bob: Account;
let carol: Account;

beforeAll(async () => {
  t = await buildTestApp({
    judge: true,
    env: { ADMIN_EMAILS: 'contest.admin@example.com', RATE_LIMITS: 'off' },
  });
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', [
    'add-two',
    'add-two-b',
    'add-two-c',
  ]);
  admin = await createAccount(t, { email: 'contest.admin@example.com' });
  alice = await createAccount(t, { username: 'alice_c' });
  bob = await createAccount(t, { username: 'bob_c' });
  carol = await createAccount(t, { username: 'carol_c' });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, account?: Account) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });
const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  account: Account,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });

const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE).toISOString();

async function createContest(body: Record<string, unknown>): Promise<AdminContest> {
  const response = await send('POST', '/api/admin/contests', admin, {
    title: 'Round',
    problems: ['add-two', 'add-two-b'],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ contest: AdminContest }>().contest;
}

const submit = (account: Account, contestId: string, problemId: string, code: string, language = 'python') =>
  sendSubmission(t, account, { problemId, language, code, contestId });
const judged = (account: Account, id: string) => judgedSubmission(t, account, id);

async function submitAndJudge(
  account: Account,
  contestId: string,
  problemId: string,
  code: string,
  language?: string,
) {
  return judged(account, (await submit(account, contestId, problemId, code, language)).id);
}

async function board(contestId: string, account?: Account): Promise<ScoreboardResponse> {
  const response = await get(`/api/contests/${contestId}/scoreboard`, account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScoreboardResponse>();
}

function rowOf(scoreboard: ScoreboardResponse, account: Account): ScoreboardRow {
  const row = scoreboard.rows.find((candidate) => candidate.username === account.username);
  if (!row) throw new Error(`${account.username} is not on the board`);
  return row;
}

describe('scheduling', () => {
  it('refuses a contest that ends before it starts, and one with an unknown problem', async () => {
    const backwards = await send('POST', '/api/admin/contests', admin, {
      title: 'Backwards',
      startTime: at(60),
      endTime: at(30),
      problems: ['add-two'],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'The end must come after the start.',
    });
    const unknown = await send('POST', '/api/admin/contests', admin, {
      title: 'Unknown',
      startTime: at(60),
      endTime: at(120),
      problems: ['no-such-problem'],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists public contests by status, counts registrations and remembers them', async () => {
    const upcoming = await createContest({ title: 'Later', startTime: at(60), endTime: at(120) });
    const unlisted = await createContest({
      title: 'Hidden',
      startTime: at(60),
      endTime: at(120),
      visibility: 'unlisted',
    });
    const listed = (await get('/api/contests')).json<{ contests: ContestSummary[] }>().contests;
    expect(listed.find((contest) => contest.id === upcoming.id)).toMatchObject({
      status: 'Upcoming',
      participants: 0,
      problemCount: 2,
      type: 'Individual',
    });
    expect(listed.find((contest) => contest.id === upcoming.id)?.registered).toBeUndefined();
    expect(listed.some((contest) => contest.id === unlisted.id)).toBe(false);

    const registered = await send('POST', `/api/contests/${upcoming.id}/register`, alice);
    expect(registered.json()).toEqual({ registered: true, participants: 1 });
    // Registering twice changes nothing.
    expect((await send('POST', `/api/contests/${upcoming.id}/register`, alice)).json()).toEqual({
      registered: true,
      participants: 1,
    });
    const mine = (await get('/api/contests', alice)).json<{ contests: ContestSummary[] }>().contests;
    expect(mine.find((contest) => contest.id === upcoming.id)?.registered).toBe(true);
    const others = (await get('/api/contests', bob)).json<{ contests: ContestSummary[] }>().contests;
    expect(others.find((contest) => contest.id === upcoming.id)?.registered).toBe(false);
  });

  it('keeps the problem set secret before the start, and refuses submissions then', async () => {
    const upcoming = await createContest({ title: 'Secret', startTime: at(60), endTime: at(120) });
    await send('POST', `/api/contests/${upcoming.id}/register`, bob);
    const detail = (await get(`/api/contests/${upcoming.id}`, bob)).json<{ contest: ContestDetail }>()
      .contest;
    expect(detail.problems).toEqual([]);
    const early = await postJson(
      t,
      '/api/submission',
      { problemId: 'add-two', language: 'python', code: RIGHT, contestId: upcoming.id },
      bearer(bob.token),
    );
    expect(early.json()).toMatchObject({ code: 'CONTEST_NOT_STARTED' });
    // A problem outside the set (add-two-c) and one that does not exist answer the same: the status and
    // the body tell nothing of which problems the contest holds.
    for (const problemId of ['add-two-c', 'no-such-problem']) {
      const probe = await postJson(
        t,
        '/api/submission',
        { problemId, language: 'python', code: RIGHT, contestId: upcoming.id },
        bearer(bob.token),
      );
      expect({ status: probe.statusCode, body: probe.json() }, problemId).toEqual({
        status: early.statusCode,
        body: early.json(),
      });
    }
  });

  it('answers 404 for a contest that does not exist, and 400 for an id that is no id', async () => {
    expect((await get('/api/contests/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/contests/not-an-id')).statusCode).toBe(400);
  });
});

describe('a running contest', () => {
  let contestId: string;

  beforeAll(async () => {
    // Started 30 minutes ago: a submission now is made in minute 30 (or 31, if the minute turns).
    const contest = await createContest({
      title: 'Live',
      startTime: at(-30),
      endTime: at(90),
      freezeMinutes: 0,
      problems: ['add-two', 'add-two-b', 'add-two-c'],
    });
    contestId = contest.id;
  });

  it('counts only registered contestants', async () => {
    const refused = await postJson(
      t,
      '/api/submission',
      { problemId: 'add-two', language: 'python', code: RIGHT, contestId },
      bearer(carol.token),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NOT_REGISTERED' });
    const notInContest = await postJson(
      t,
      '/api/submission',
      {
        problemId: 'add-two',
        language: 'python',
        code: RIGHT,
        contestId: '00000000-0000-4000-8000-000000000000',
      },
      bearer(carol.token),
    );
    expect(notInContest.statusCode).toBe(404);
  });

  it('scores tries, penalties and ranks by the ICPC rules', async () => {
    await send('POST', `/api/contests/${contestId}/register`, alice);
    await send('POST', `/api/contests/${contestId}/register`, bob);
    await send('POST', `/api/contests/${contestId}/register`, carol);
    // Alice: A wrong, a Compile Error (no try), then right; B right at once.
    expect((await submitAndJudge(alice, contestId, 'add-two', WRONG)).status).toBe('Wrong Answer');
    expect((await submitAndJudge(alice, contestId, 'add-two', NOT_C, 'c')).status).toBe('Compilation Error');
    expect((await submitAndJudge(alice, contestId, 'add-two', RIGHT)).status).toBe('Accepted');
    // Tries after the first Accepted do not count.
    await submitAndJudge(alice, contestId, 'add-two', WRONG);
    await submitAndJudge(alice, contestId, 'add-two-b', RIGHT);
    // Bob: A right at once; C wrong twice.
    await submitAndJudge(bob, contestId, 'add-two', RIGHT);
    await submitAndJudge(bob, contestId, 'add-two-c', WRONG);
    await submitAndJudge(bob, contestId, 'add-two-c', WRONG);

    const scoreboard = await board(contestId, carol);
    const minute = (row: ScoreboardRow, label: string) =>
      row.problems.find((cell) => cell.label === label)?.minutes;
    const a = rowOf(scoreboard, alice);
    const b = rowOf(scoreboard, bob);
    const c = rowOf(scoreboard, carol);
    expect(a.problems.map((cell) => [cell.label, cell.tries, cell.solved, cell.pending])).toEqual([
      ['A', 2, true, 0],
      ['B', 1, true, 0],
      ['C', 0, false, 0],
    ]);
    const aliceA = minute(a, 'A') ?? -1;
    const aliceB = minute(a, 'B') ?? -1;
    expect(aliceA).toBeGreaterThanOrEqual(30);
    expect(a.solved).toBe(2);
    expect(a.penalty).toBe(aliceA + 20 + aliceB);
    expect(b.problems.map((cell) => [cell.label, cell.tries, cell.solved])).toEqual([
      ['A', 1, true],
      ['B', 0, false],
      ['C', 2, false],
    ]);
    expect(b.penalty).toBe(minute(b, 'A'));
    expect(c).toMatchObject({ solved: 0, penalty: 0, rank: 3 });
    expect([a.rank, b.rank]).toEqual([1, 2]);
    expect(scoreboard.rows.map((row) => row.username)).toEqual([
      alice.username,
      bob.username,
      carol.username,
    ]);
    // Alice solved A first (bob's came later); B only alice.
    expect(a.problems[0]?.firstSolve).toBe(true);
    expect(b.problems[0]?.firstSolve).toBe(false);
    expect(rowOf(scoreboard, carol).you).toBe(true);

    // The problem list's counts come with the board, as the caller's board shows them.
    expect(
      scoreboard.problems.map((problem) => [problem.label, problem.solvedCount, problem.attemptedCount]),
    ).toEqual([
      ['A', 2, 2],
      ['B', 1, 1],
      ['C', 0, 1],
    ]);
  });

  it("lists a contestant's own submissions in the contest and their rank on the dashboard", async () => {
    const mine = (await get(`/api/contests/${contestId}/submissions`, bob)).json<{
      submissions: Submission[];
    }>();
    expect(mine.submissions).toHaveLength(3);
    expect(mine.submissions.every((submission) => submission.contestId === contestId)).toBe(true);
    const rank = (await get('/api/contests/my-rank', bob)).json();
    expect(rank).toMatchObject({ contest: { id: contestId }, rank: 2, participants: 3 });
  });

  it('answers clarifications privately or to everyone', async () => {
    const asked = await send('POST', `/api/contests/${contestId}/clarifications`, alice, {
      problemId: 'add-two-b',
      question: 'Can a be negative?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const question = asked.json<{ clarification: Clarification }>().clarification;
    expect(question).toMatchObject({ problemLabel: 'B', askedBy: alice.username, answer: null });

    const privately = await send(
      'POST',
      `/api/admin/contests/${contestId}/clarifications/${question.id}/answer`,
      admin,
      { answer: 'No.', public: false },
    );
    expect(privately.statusCode, privately.body).toBe(200);
    const forBob = (await get(`/api/contests/${contestId}/clarifications`, bob)).json<{
      clarifications: Clarification[];
    }>();
    expect(forBob.clarifications.some((clarification) => clarification.id === question.id)).toBe(false);
    const forAlice = (await get(`/api/contests/${contestId}/clarifications`, alice)).json<{
      clarifications: Clarification[];
    }>();
    expect(forAlice.clarifications.find((clarification) => clarification.id === question.id)?.answer).toBe(
      'No.',
    );

    await send('POST', `/api/admin/contests/${contestId}/clarifications/${question.id}/answer`, admin, {
      answer: 'No: 1 ≤ a.',
      public: true,
    });
    const forGuests = (await get(`/api/contests/${contestId}/clarifications`)).json<{
      clarifications: Clarification[];
    }>();
    expect(forGuests.clarifications.find((clarification) => clarification.id === question.id)).toMatchObject({
      answer: 'No: 1 ≤ a.',
      askedBy: null,
      public: true,
    });
    const outsider = await send('POST', `/api/contests/${contestId}/clarifications`, admin, {
      question: 'Announcement?',
    });
    expect(outsider.statusCode).toBe(201);
  });
});

describe('the freeze', () => {
  it("hides others' results in the freeze, shows one's own and the admin's all, and unfreezing reveals them", async () => {
    // Running, and frozen from the start: every result made in it is hidden from the public.
    const contest = await createContest({
      title: 'Frozen',
      startTime: at(-10),
      endTime: at(50),
      freezeMinutes: 60,
    });
    await send('POST', `/api/contests/${contest.id}/register`, alice);
    await send('POST', `/api/contests/${contest.id}/register`, bob);
    await submitAndJudge(bob, contest.id, 'add-two', WRONG);
    await submitAndJudge(bob, contest.id, 'add-two', RIGHT);

    const seenByAlice = await board(contest.id, alice);
    expect(seenByAlice.frozen).toBe(true);
    expect(rowOf(seenByAlice, bob).problems[0]).toMatchObject({ tries: 2, pending: 2, solved: false });
    expect(rowOf(seenByAlice, bob).solved).toBe(0);
    const seenByBob = await board(contest.id, bob);
    expect(rowOf(seenByBob, bob).problems[0]).toMatchObject({ tries: 2, pending: 0, solved: true });
    // Bob's own row agrees with its cells: one solved, its minute plus one wrong try's penalty; the
    // rank is the public one (alice, with nothing, is level with him there).
    const ownRow = rowOf(seenByBob, bob);
    const solvedCells = ownRow.problems.filter((cell) => cell.solved);
    expect(ownRow.solved).toBe(solvedCells.length);
    expect(ownRow.solved).toBe(1);
    expect(ownRow.penalty).toBe(
      solvedCells.reduce(
        (sum, cell) => sum + (cell.minutes ?? 0) + contest.penaltyMinutes * (cell.tries - 1),
        0,
      ),
    );
    expect(ownRow.rank).toBe(rowOf(seenByAlice, bob).rank);
    const seenByAdmin = await board(contest.id, admin);
    expect(seenByAdmin.frozen).toBe(false);
    expect(rowOf(seenByAdmin, bob)).toMatchObject({ solved: 1, rank: 1 });

    expect((await send('POST', `/api/admin/contests/${contest.id}/unfreeze`, admin)).json()).toMatchObject({
      code: 'CONTEST_NOT_ENDED',
    });
    // Nor is the freeze lifted, shortened or ended into published results by an edit while it runs.
    for (const patch of [
      { freezeMinutes: 0 },
      { freezeMinutes: 5 },
      { endTime: new Date().toISOString(), freezeMinutes: 5, revealAfterMinutes: 0 },
    ]) {
      const lifted = await send('PATCH', `/api/admin/contests/${contest.id}`, admin, patch);
      expect({ status: lifted.statusCode, code: lifted.json().code }, JSON.stringify(patch)).toEqual({
        status: 409,
        code: 'CONTEST_NOT_ENDED',
      });
    }
    expect(rowOf(await board(contest.id, alice), bob).problems[0]).toMatchObject({ pending: 2 });
    // End it now (an admin may move the end), then publish.
    // The contest is now 10 minutes long: its freeze (the last 5) still holds bob's tries.
    const ended = await send('PATCH', `/api/admin/contests/${contest.id}`, admin, {
      endTime: new Date().toISOString(),
      freezeMinutes: 5,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await board(contest.id, alice)).frozen).toBe(true);
    const published = await send('POST', `/api/admin/contests/${contest.id}/unfreeze`, admin);
    expect(published.statusCode, published.body).toBe(200);
    const revealed = await board(contest.id, alice);
    expect(revealed).toMatchObject({ frozen: false, final: true });
    expect(rowOf(revealed, bob).problems[0]).toMatchObject({ tries: 2, pending: 0, solved: true });
    expect(revealed.awards).toMatchObject({ winners: [bob.username], gold: [bob.username] });
    expect(revealed.awards?.firstSolves).toEqual([
      { label: 'A', username: bob.username, minutes: expect.any(Number) },
    ]);
  });
});

describe('after the end', () => {
  let contestId: string;

  beforeAll(async () => {
    const contest = await createContest({
      title: 'Past',
      startTime: at(-30),
      endTime: at(60),
      freezeMinutes: 0,
    });
    contestId = contest.id;
    await send('POST', `/api/contests/${contestId}/register`, alice);
    await submitAndJudge(alice, contestId, 'add-two', RIGHT);
    await send('PATCH', `/api/admin/contests/${contestId}`, admin, { endTime: new Date().toISOString() });
  });

  it('no longer registers, and takes submissions as practice that never change the board', async () => {
    expect((await send('POST', `/api/contests/${contestId}/register`, bob)).json()).toMatchObject({
      code: 'CONTEST_ENDED',
    });
    const before = await board(contestId);
    const upsolve = await submitAndJudge(bob, contestId, 'add-two-b', RIGHT);
    expect(upsolve.contestId).toBeNull();
    expect(await board(contestId)).toEqual(before);
  });

  it('runs a virtual contest on the board as it stood', async () => {
    expect((await send('POST', `/api/contests/${contestId}/virtual`, alice)).json()).toMatchObject({
      code: 'CONTESTANT_NO_VIRTUAL',
    });
    const started = await send('POST', `/api/contests/${contestId}/virtual`, carol);
    expect(started.statusCode, started.body).toBe(200);
    expect((await send('POST', `/api/contests/${contestId}/virtual`, carol)).json()).toMatchObject({
      code: 'VIRTUAL_STARTED',
    });
    // Minute 0 of the run: alice's solve (in minute 30) has not happened yet.
    const atStart = await board(contestId, carol);
    expect(atStart.virtual).toBe(true);
    expect(rowOf(atStart, alice).solved).toBe(0);
    expect(rowOf(atStart, carol)).toMatchObject({ virtual: true, you: true });
    // The problem list's counts are those of minute 0 too, not the final "solved 1 / tried 1".
    expect(atStart.problems.map((problem) => [problem.solvedCount, problem.attemptedCount])).toEqual([
      [0, 0],
      [0, 0],
    ]);

    const solved = await submitAndJudge(carol, contestId, 'add-two', RIGHT);
    expect(solved.contestId).toBe(contestId);
    const after = await board(contestId, carol);
    expect(rowOf(after, carol)).toMatchObject({ solved: 1, rank: 1 });
    expect(rowOf(after, carol).problems[0]?.minutes).toBe(0);
    // The official board never shows the virtual row.
    const official = await board(contestId, bob);
    expect(official.rows.map((row) => row.username)).toEqual([alice.username]);

    // Half an hour into the run the official solve is on carol's board.
    t.clock.advance(31 * MINUTE);
    try {
      expect(rowOf(await board(contestId, carol), alice).solved).toBe(1);
    } finally {
      t.clock.advance(-31 * MINUTE);
    }
  });
});

describe('admin changes', () => {
  // Four judgings in a row (two submissions, then both again): on a loaded CI host more than the 30 s
  // default, which once cut the test short while its own wait (60 s) still ran.
  it(
    'rejudges every submission of a contest, and the board comes back the same',
    { timeout: 120_000 },
    async () => {
      const contest = await createContest({
        title: 'Rejudged',
        startTime: at(-20),
        endTime: at(60),
        freezeMinutes: 0,
      });
      await send('POST', `/api/contests/${contest.id}/register`, bob);
      await submitAndJudge(bob, contest.id, 'add-two', WRONG);
      await submitAndJudge(bob, contest.id, 'add-two', RIGHT);
      // The board takes a verdict just after the submission shows it (the judge's event applies the cell):
      // read it once it has, as below after the rejudge.
      await expect
        .poll(async () => rowOf(await board(contest.id, admin), bob).problems[0]?.solved, { timeout: 10_000 })
        .toBe(true);
      // The same board, at a later version (the rejudge moved its cells and back).
      const { version: _before, ...before } = await board(contest.id, admin);

      const rejudge = await send('POST', `/api/admin/contests/${contest.id}/rejudge`, admin);
      expect(rejudge.statusCode, rejudge.body).toBe(200);
      expect(rejudge.json()).toEqual({ queued: 2 });
      await expect
        .poll(async () => rowOf(await board(contest.id, admin), bob).problems[0]?.pending, {
          timeout: 60_000,
        })
        .toBe(0);
      const { version: _after, ...after } = await board(contest.id, admin);
      expect(after).toEqual(before);
    },
  );

  it('rescores the board when the problems change, and deletes a contest with its board', async () => {
    const contest = await createContest({
      title: 'Edited',
      startTime: at(-20),
      endTime: at(60),
      freezeMinutes: 0,
    });
    await send('POST', `/api/contests/${contest.id}/register`, bob);
    await submitAndJudge(bob, contest.id, 'add-two-b', RIGHT);
    // The board takes the verdict just after the submission shows it (the judge's event applies the
    // cell, as in the rejudge test above): read it once it has.
    await expect.poll(async () => rowOf(await board(contest.id), bob).solved, { timeout: 10_000 }).toBe(1);
    // B leaves the contest: bob's solve no longer counts.
    const edited = await send('PATCH', `/api/admin/contests/${contest.id}`, admin, { problems: ['add-two'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(rowOf(await board(contest.id), bob)).toMatchObject({ solved: 0, penalty: 0 });

    expect((await send('DELETE', `/api/admin/contests/${contest.id}`, admin)).statusCode).toBe(204);
    expect((await get(`/api/contests/${contest.id}/scoreboard`)).statusCode).toBe(404);
    const audit = await get('/api/admin/audit?action=contest.delete', admin);
    expect(audit.json<{ entries: { target: { id: string } }[] }>().entries[0]?.target.id).toBe(contest.id);
  });
});

describe('contest-only problems', () => {
  it('stay out of the public list until their contest ends, and open to its contestants when it starts', async () => {
    await t.database.db.execute(`update problems set visibility = 'contest' where id = 'add-two-c'`);
    problemViewsChanged();
    // Someone in no other contest that holds the problem.
    const dave = await createAccount(t, { username: 'dave_c' });
    try {
      const contest = await createContest({
        title: 'With a secret problem',
        startTime: at(-5),
        endTime: at(60),
        freezeMinutes: 0,
        problems: ['add-two-c'],
      });
      const listed = async () =>
        (await get('/api/problem/list'))
          .json<{ id: string }[]>()
          .some((problem) => problem.id === 'add-two-c');
      expect(await listed()).toBe(false);
      expect((await get('/api/problem/add-two-c', dave)).statusCode).toBe(404);
      await send('POST', `/api/contests/${contest.id}/register`, dave);
      expect((await get('/api/problem/add-two-c', dave)).statusCode).toBe(200);
      await send('PATCH', `/api/admin/contests/${contest.id}`, admin, { endTime: new Date().toISOString() });
      await expect.poll(listed, { timeout: 5_000 }).toBe(true);
      expect((await get('/api/problem/add-two-c')).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(`update problems set visibility = 'public' where id = 'add-two-c'`);
      problemViewsChanged();
    }
  });
});
