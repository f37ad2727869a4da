/**
 * The core loop through the API with the real judge: problems (hidden tests never leave the server for
 * non-admins), Run on the visible tests and on custom input, submissions judged on the server whatever
 * the client claims, live progress, pagination, counters, and many concurrent submissions judged once.
 */
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem, ProblemSummary, Submission } from '@codeconquer/contracts';
import { eq } from 'drizzle-orm';
import { submissions } from '../src/db/schema';
import { bearer, createAccount, postJson, type Account } from './helpers/accounts';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const HIDDEN_INPUT = '1000000000 1000000000';
const HIDDEN_ANSWER = '2000000000';
const CORRECT_PYTHON = 'a, b = map(int, input().split())\nprint(a + b)\n';
const CORRECT_C =
  '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n';
/** Right on the sample, wrong on the hidden tests. */
const SAMPLE_ONLY_PYTHON = 'print(3)\n';

let t: TestApp;
let alice: Account;
let bob: Account;
let admin: Account;

beforeAll(async () => {
  // Rate limits off: one user sends 50 submissions at once below (the limits have their own test).
  t = await buildTestApp({
    judge: true,
    env: { ADMIN_EMAILS: 'judge.admin@example.com', RATE_LIMITS: 'off' },
  });
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'));
  alice = await createAccount(t);
  bob = await createAccount(t);
  admin = await createAccount(t, { email: 'judge.admin@example.com' });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, account?: Account) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });

function expectNoHiddenData(response: LightMyRequestResponse) {
  expect(response.body).not.toContain(HIDDEN_INPUT);
  expect(response.body).not.toContain(HIDDEN_ANSWER);
}

const submit = (account: Account, payload: Record<string, unknown>) => sendSubmission(t, account, payload);
const judged = (account: Account, id: string) => judgedSubmission(t, account, id);

describe('problems', () => {
  it('lists problems for guests, with statement-free summaries', async () => {
    const response = await get('/api/problem/list');
    expect(response.statusCode).toBe(200);
    const [problem] = response.json<ProblemSummary[]>();
    expect(problem).toMatchObject({
      id: 'add-two',
      title: 'Add Two',
      difficulty: 'Easy',
      tags: ['Math'],
      timeLimit: 1,
      memoryLimit: 128,
    });
    expectNoHiddenData(response);
  });

  it('shows a problem with its visible tests only, to guests and users', async () => {
    for (const viewer of [undefined, alice]) {
      const response = await get('/api/problem/add-two', viewer);
      expect(response.statusCode).toBe(200);
      const problem = response.json<Problem>();
      expect(problem.testCases).toEqual([
        { id: '1', input: '1 2\n', expectedOutput: '3\n', isHidden: false },
      ]);
      expect(problem.examples).toEqual([
        {
          input: '1 2\n',
          output: '3\n',
          explanation: 'One plus two is three.',
          explanationHtml: '<p>One plus two is three.</p>',
          interaction: null,
        },
      ]);
      expect(problem.totalTests).toBe(3);
      expect(problem.hasStaticHint).toBe(true);
      // Its package names no source and no licence.
      expect(problem).toMatchObject({ source: null, license: null });
      expect(problem.content.map((block) => block.type)).toEqual([
        'text',
        'image',
        'text',
        'text',
        'constraints',
        'author',
      ]);
      // Stored under its content's hash, not the name the package gave it.
      expect(problem.content[1]?.value).toMatch(/^\/uploads\/problems\/add-two\/image-[0-9a-f]{12}\.svg$/);
      expect(response.body).not.toContain('Read two numbers'); // the hint costs tokens
      expectNoHiddenData(response);
    }
  });

  it('shows hidden tests to admins', async () => {
    const problem = (await get('/api/problem/add-two', admin)).json<Problem>();
    expect(problem.testCases.filter((test) => test.isHidden).map((test) => test.input)).toEqual([
      `${HIDDEN_INPUT}\n`,
      '5 7\n',
    ]);
  });

  it('serves the statement image from uploads', async () => {
    const problem = (await get('/api/problem/add-two')).json<Problem>();
    const response = await get(problem.content[1]?.value ?? '');
    expect(response.statusCode).toBe(200);
  });

  it("answers 'Problem not found' for an unknown id", async () => {
    const response = await get('/api/problem/no-such-problem');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PROBLEM_NOT_FOUND', error: 'Problem not found' });
  });
});

describe('running code', () => {
  it('runs the visible tests and shows input, expected and actual output', async () => {
    const response = await postJson(
      t,
      '/api/problem/execute',
      { problemId: 'add-two', language: 'c', code: CORRECT_C },
      bearer(alice.token),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      verdict: 'Accepted',
      passedTests: 1,
      totalTests: 1,
      compileError: null,
      results: [
        { testCaseId: '1', input: '1 2\n', expectedOutput: '3\n', output: '3\n', success: true, error: null },
      ],
    });
    expectNoHiddenData(response);
  });

  it('reports a compile error on every visible test', async () => {
    const response = await postJson(
      t,
      '/api/problem/execute',
      { problemId: 'add-two', language: 'cpp', code: 'int main( {' },
      bearer(alice.token),
    );
    const body = response.json();
    expect(body.verdict).toBe('Compilation Error');
    expect(body.compileError).toMatch(/error/);
    expect(body.results[0]).toMatchObject({
      success: false,
      verdict: 'Compilation Error',
      error: body.compileError,
    });
  });

  it('runs custom input and shows a runtime error with its cause', async () => {
    const ok = await postJson(
      t,
      '/api/problem/execute-custom',
      { language: 'python', code: CORRECT_PYTHON, input: '40 2' },
      bearer(alice.token),
    );
    expect(ok.json().results[0]).toMatchObject({
      output: '42\n',
      success: true,
      verdict: 'Accepted',
      error: null,
    });
    const crash = await postJson(
      t,
      '/api/problem/execute-custom',
      { language: 'python', code: 'raise ValueError("boom")', input: '' },
      bearer(alice.token),
    );
    const result = crash.json().results[0];
    expect(result).toMatchObject({ success: false, verdict: 'Runtime Error', compileError: null });
    expect(result.runtimeError).toMatch(/ValueError: boom/);
  });

  it('needs a signed-in user and real code', async () => {
    expect(
      (await postJson(t, '/api/problem/execute', { problemId: 'add-two', language: 'c', code: CORRECT_C }))
        .statusCode,
    ).toBe(401);
    const blank = await postJson(
      t,
      '/api/problem/execute',
      { problemId: 'add-two', language: 'c', code: '  \n' },
      bearer(alice.token),
    );
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Please write some code first.' });
    const language = await postJson(
      t,
      '/api/problem/execute',
      { problemId: 'add-two', language: 'rust', code: 'x' },
      bearer(alice.token),
    );
    expect(language.statusCode).toBe(400);
  });
});

describe('submissions', () => {
  it('judges on the server: a wrong solution that claims Accepted is stored as Wrong Answer', async () => {
    const created = await submit(alice, {
      code: SAMPLE_ONLY_PYTHON,
      status: 'Accepted',
      verdict: 'Accepted',
      results: [{ success: true }],
      passedTests: 3,
    });
    expect(created.status).toBe('Pending');
    const done = await judged(alice, created.id);
    expect(done).toMatchObject({
      status: 'Wrong Answer',
      verdict: 'Wrong Answer',
      passedTests: 1,
      totalTests: 3,
    });
    expect(done.error).toMatch(/^Test 2: Wrong Answer/);
    expectNoHiddenData(await get(`/api/submission/${created.id}`, alice));
  });

  it('names the failed test and, for a sample, shows its input, expected and actual output', async () => {
    const created = await submit(alice, { code: 'print(4)\n' });
    const done = await judged(alice, created.id);
    expect(done.status).toBe('Wrong Answer');
    expect(done.failedTest).toEqual({
      number: 1,
      verdict: 'Wrong Answer',
      sample: { input: '1 2\n', expectedOutput: '3\n', output: '4\n' },
    });
    // The list says the same.
    const list = (await get('/api/submission?problemId=add-two&limit=50', alice)).json<{
      submissions: Submission[];
    }>();
    expect(list.submissions.find((s) => s.id === created.id)?.failedTest).toEqual(done.failedTest);
  });

  it('names a failed hidden test by its number only: neither its data nor the output on it leaves', async () => {
    // Right on the sample; on the hidden tests it prints its input back, so any output shown would leak it.
    const echo = "s = input()\nprint(3 if s == '1 2' else s)\n";
    const created = await submit(alice, { code: echo });
    const done = await judged(alice, created.id);
    expect(done.failedTest).toEqual({ number: 2, verdict: 'Wrong Answer', sample: null });
    expectNoHiddenData(await get(`/api/submission/${created.id}`, alice));
    expectNoHiddenData(await get('/api/submission?problemId=add-two&limit=50', alice));
    const [row] = await t.database.db
      .select({ results: submissions.results })
      .from(submissions)
      .where(eq(submissions.id, created.id));
    expect(row?.results.map((result) => 'output' in result)).toEqual([false, false]);
  });

  it('streams progress per test, then the stored submission', async () => {
    const created = await submit(alice, { code: CORRECT_PYTHON });
    const stream = await t.app.inject({
      method: 'GET',
      url: `/api/submission/${created.id}/events`,
      headers: bearer(alice.token),
    });
    expect(stream.headers['content-type']).toMatch(/text\/event-stream/);
    const done = /event: done\ndata: (.*)\n/.exec(stream.body);
    expect(JSON.parse(done?.[1] ?? '{}').submission).toMatchObject({
      id: created.id,
      status: 'Accepted',
      passedTests: 3,
    });
    // Progress events arrive unless judging finished before the stream opened.
    for (const [, data] of stream.body.matchAll(/event: progress\ndata: (.*)\n/g))
      expect(JSON.parse(data ?? '')).toMatchObject({ totalTests: 3, verdict: 'Accepted' });
    expectNoHiddenData(stream);
  });

  it('keeps submissions private: another user gets not found', async () => {
    const mine = await submit(alice, { code: CORRECT_PYTHON });
    await judged(alice, mine.id);
    expect((await get(`/api/submission/${mine.id}`, bob)).statusCode).toBe(404);
    expect((await get(`/api/submission/${mine.id}/events`, bob)).statusCode).toBe(404);
  });

  it('pages through own submissions, newest first, filtered by problem', async () => {
    const page1 = (await get('/api/submission?page=1&limit=2', alice)).json();
    expect(page1.submissions).toHaveLength(2);
    expect(page1.pagination).toMatchObject({ page: 1, limit: 2 });
    const total = page1.pagination.total as number;
    expect(page1.pagination.pages).toBe(Math.ceil(total / 2));
    const times = page1.submissions.map((s: Submission) => s.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const filtered = (await get('/api/submission?problemId=add-two&limit=50', alice)).json();
    expect(filtered.pagination.total).toBe(total);
    expect(filtered.submissions).toHaveLength(Math.min(total, 50));
    // A page past the end has no rows, and still the right total.
    const pastTheEnd = (await get(`/api/submission?page=${total + 1}&limit=2`, alice)).json();
    expect(pastTheEnd).toMatchObject({ submissions: [], pagination: { total, page: total + 1 } });
    const none = (await get('/api/submission?problemId=other', alice)).json();
    expect(none).toMatchObject({ submissions: [], pagination: { total: 0, pages: 0 } });
    const bad = await get('/api/submission?limit=500', alice);
    expect(bad.statusCode).toBe(400);
  });

  it('keeps counters right and lists solved problems', async () => {
    const before = (await get('/api/problem/add-two')).json<Problem>();
    const tokensBefore = (await get('/api/auth/verify', bob)).json().user.tokens as number;
    const wrong = await submit(bob, { code: SAMPLE_ONLY_PYTHON });
    await judged(bob, wrong.id);
    expect((await get('/api/submission/solved', bob)).json()).toEqual({
      solvedProblemIds: [],
      bestScores: [],
    });
    const right = await submit(bob, { code: CORRECT_PYTHON });
    await judged(bob, right.id);
    const again = await submit(bob, { code: CORRECT_PYTHON });
    await judged(bob, again.id);
    const after = (await get('/api/problem/add-two')).json<Problem>();
    expect(after.submissions - before.submissions).toBe(3);
    expect(after.numAttempted - before.numAttempted).toBe(1);
    expect(after.numSolved - before.numSolved).toBe(1);
    expect(after.acceptanceRate).toBeCloseTo(
      Math.round((((before.acceptanceRate * before.submissions) / 100 + 2) / after.submissions) * 1000) / 10,
      1,
    );
    expect((await get('/api/submission/solved', bob)).json()).toEqual({
      solvedProblemIds: ['add-two'],
      bestScores: [],
    });
    expect((await get('/api/submission/stats', bob)).json()).toEqual({
      success: true,
      solvedProblems: 1,
      totalSubmissions: 3,
      acceptedSubmissions: 2,
      solvedByDifficulty: { easy: 1, medium: 0, hard: 0 },
    });
    // The first Accepted on an Easy problem earns 10 tokens, once.
    expect((await get('/api/auth/verify', bob)).json().user.tokens).toBe(tokensBefore + 10);
  });

  it('judges 50 concurrent submissions exactly once each', async () => {
    const carol = await createAccount(t);
    const before = (await get('/api/problem/add-two')).json<Problem>();
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        submit(carol, { code: i % 2 === 0 ? CORRECT_PYTHON : SAMPLE_ONLY_PYTHON }),
      ),
    );
    expect(new Set(created.map((s) => s.id)).size).toBe(50);
    const results = await Promise.all(created.map((s) => judged(carol, s.id)));
    expect(results.filter((s) => s.status === 'Accepted')).toHaveLength(25);
    expect(results.filter((s) => s.status === 'Wrong Answer')).toHaveLength(25);
    const after = (await get('/api/problem/add-two')).json<Problem>();
    expect(after.submissions - before.submissions).toBe(50);
    expect(after.numAttempted - before.numAttempted).toBe(1);
    expect(after.numSolved - before.numSolved).toBe(1);
    const jobs = await t.database.db.query.judgeJobs.findMany({
      where: (job, { inArray }) =>
        inArray(
          job.id,
          created.map((s) => s.id),
        ),
    });
    expect(jobs.map((job) => job.status)).toEqual(Array(50).fill('done'));
    expect((await get('/api/submission/stats', carol)).json()).toMatchObject({
      totalSubmissions: 50,
      acceptedSubmissions: 25,
      solvedProblems: 1,
    });
  }, 180_000);

  it('refuses an unknown problem and a guest', async () => {
    const unknown = await postJson(
      t,
      '/api/submission',
      { problemId: 'nope', language: 'python', code: 'print(1)' },
      bearer(alice.token),
    );
    expect(unknown.json()).toMatchObject({ code: 'PROBLEM_NOT_FOUND' });
    const guest = await postJson(t, '/api/submission', {
      problemId: 'add-two',
      language: 'python',
      code: 'print(1)',
    });
    expect(guest.statusCode).toBe(401);
    const missing = await postJson(
      t,
      '/api/submission',
      { language: 'python', code: 'print(1)' },
      bearer(alice.token),
    );
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
