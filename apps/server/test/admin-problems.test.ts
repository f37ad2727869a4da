/**
 * Problems in the admin panel (docs/product.md#admin-problems), through the API with a real judge: a draft
 * is hidden from everyone but admins until it is published; tests are typed, zipped, reordered and
 * deleted, and the samples become the examples users see; reference solutions are verified on demand;
 * a rejudge after a test changed corrects every counter; packages import in the browser's way (a zip
 * upload) and export back identically; a deleted problem disappears and comes back; each change is in
 * the audit log.
 */
import path from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminProblemResponseSchema,
  adminProblemsResponseSchema,
  auditResponseSchema,
  problemSchema,
  rejudgeResponseSchema,
  verifyResponseSchema,
  type AdminProblem,
  type AdminProblemDetailsInput,
  type Submission,
} from '@codeconquer/contracts';
import { bearer, useAccounts, type Account } from './helpers/accounts';
import { judgedSubmission } from './helpers/submissions';
import { useTestApp } from './helpers/build-test-app';
import { users } from '../src/db/schema';
import { judgeRequestFor } from '../src/problems/judge-request';
import { loadJudgedProblem } from '../src/problems/problem-queries';
import { loadFixtureProblem, readFixturePackage } from './helpers/fixture-problems';

const ADMIN_EMAIL = 'problem.admin@example.com';
const t = useTestApp({ judge: true, env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });
const accounts = useAccounts(t, { admin: { email: ADMIN_EMAIL }, user: {} });

const DETAILS: AdminProblemDetailsInput = {
  title: 'Double It',
  difficulty: 'Easy',
  tags: ['Math'],
  timeLimitMs: 2000,
  memoryLimitMb: 256,
  statement: 'Print $2n$ for the given $n$.\n\n# Constraints\n\n$1 \\le n \\le 10^9$\n',
  author: 'Ada',
  source: 'Panel test',
  license: 'cc by-sa',
  staticHint: 'Multiply by two.',
  visibility: 'draft',
  checker: {},
  validator: null,
};
const DOUBLE_PY = 'print(2 * int(input()))\n';
const SQUARE_PY = 'n = int(input())\nprint(n * n)\n';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const asAdmin = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/problems${url}`, headers: bearer(accounts.admin.token), payload });
const problemOf = (response: { json: () => unknown }) =>
  adminProblemResponseSchema.parse(response.json()).problem;

function multipart(field: string, filename: string, bytes: Uint8Array) {
  const boundary = '----codeconquer-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(accounts.admin.token) },
  };
}

const judged = (account: Account, id: string) => judgedSubmission(t, account, id);

async function rejudgeAndWait(id: string) {
  const started = await asAdmin('POST', `/${id}/rejudge`);
  expect(started.statusCode, started.body).toBe(202);
  let progress = rejudgeResponseSchema.parse(started.json()).rejudge;
  await expect
    .poll(
      async () => {
        progress = rejudgeResponseSchema.parse((await asAdmin('GET', `/${id}/rejudge`)).json()).rejudge;
        return progress?.finishedAt ?? null;
      },
      { timeout: 60_000, interval: 100 },
    )
    .not.toBeNull();
  return progress;
}

const userCounters = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return { solvedEasy: row?.solvedEasy, tokens: row?.tokens };
};

describe('a problem written in the panel', () => {
  let problem: AdminProblem;

  it('starts as a draft that only admins see, and cannot be published without tests', async () => {
    const created = await asAdmin('POST', '', { id: 'double-it', ...DETAILS });
    expect(created.statusCode, created.body).toBe(201);
    problem = problemOf(created);
    expect(problem.details).toMatchObject({ title: 'Double It', visibility: 'draft', source: 'Panel test' });
    expect((await asAdmin('POST', '', { id: 'double-it', ...DETAILS })).json()).toMatchObject({
      code: 'PROBLEM_EXISTS',
    });
    expect((await asAdmin('POST', '', { id: 'new', ...DETAILS })).statusCode).toBe(400);

    const list = await t.app.inject({ url: '/api/problem/list' });
    expect(list.json<{ id: string }[]>().map((p) => p.id)).not.toContain('double-it');
    expect((await t.app.inject({ url: '/api/problem/double-it' })).statusCode).toBe(404);
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/submission',
      headers: bearer(accounts.user.token),
      payload: { problemId: 'double-it', language: 'python', code: DOUBLE_PY },
    });
    expect(submit.statusCode).toBe(404);

    const publish = await asAdmin('PUT', '/double-it', { ...DETAILS, visibility: 'public' });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('takes tests typed one by one and from a zip; its samples are the examples, in order', async () => {
    let response = await asAdmin('POST', '/double-it/tests', {
      name: 'secret/typed',
      input: '21\n',
      answer: '42\n',
      isSample: false,
      explanation: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const zip = zipSync({
      'data/sample/1.in': strToU8('3\n'),
      'data/sample/1.ans': strToU8('6\n'),
      'data/sample/1.desc': strToU8('Twice three is six.'),
      'data/secret/big.in': strToU8('1000000000\n'),
      'data/secret/big.ans': strToU8('2000000000\n'),
    });
    const upload = multipart('tests', 'tests.zip', zip);
    response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/problems/double-it/tests/zip',
      ...upload,
    });
    expect(response.statusCode, response.body).toBe(200);
    problem = problemOf(response);
    expect(problem.tests.map((test) => [test.name, test.isSample])).toEqual([
      ['sample/1', true],
      ['secret/typed', false],
      ['secret/big', false],
    ]);

    response = await asAdmin('PUT', '/double-it/tests', { order: [1, 3, 2] });
    expect(problemOf(response).tests.map((test) => test.name)).toEqual([
      'sample/1',
      'secret/big',
      'secret/typed',
    ]);
    expect((await asAdmin('PUT', '/double-it/tests', { order: [1, 1, 2] })).statusCode).toBe(400);

    const texts = await asAdmin('GET', '/double-it/tests/2');
    expect(texts.json()).toMatchObject({ test: { name: 'secret/big', input: '1000000000\n' } });
    expect((await asAdmin('GET', '/double-it/tests/9')).json()).toMatchObject({ code: 'TEST_NOT_FOUND' });

    const broken = multipart('tests', 'tests.zip', zipSync({ 'a.in': strToU8('1\n') }));
    response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/problems/double-it/tests/zip',
      ...broken,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PACKAGE' });
  });

  it('verifies its reference solutions on demand, per test', async () => {
    await asAdmin('PUT', '/double-it/solutions', {
      name: 'accepted/double.py',
      language: 'python',
      expected: 'Accepted',
      source: DOUBLE_PY,
    });
    const saved = await asAdmin('PUT', '/double-it/solutions', {
      name: 'wrong_answer/square.py',
      language: 'python',
      expected: 'Wrong Answer',
      source: SQUARE_PY,
    });
    expect(problemOf(saved).solutions.map((s) => s.name)).toEqual([
      'accepted/double.py',
      'wrong_answer/square.py',
    ]);
    let verify = verifyResponseSchema.parse((await asAdmin('POST', '/double-it/verify')).json());
    expect(verify.ok).toBe(true);
    expect(verify.solutions.map((s) => [s.name, s.verdict])).toEqual([
      ['accepted/double.py', 'Accepted'],
      ['wrong_answer/square.py', 'Wrong Answer'],
    ]);
    expect(verify.solutions[0]?.tests.map((test) => test.name)).toEqual([
      'sample/1',
      'secret/big',
      'secret/typed',
    ]);

    // A solution that expects the wrong verdict is reported, not hidden.
    await asAdmin('PUT', '/double-it/solutions', {
      name: 'accepted/square.py',
      language: 'python',
      expected: 'Accepted',
      source: SQUARE_PY,
    });
    verify = verifyResponseSchema.parse((await asAdmin('POST', '/double-it/verify')).json());
    expect(verify.ok).toBe(false);
    expect(verify.solutions.find((s) => s.name === 'accepted/square.py')).toMatchObject({ ok: false });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/problems/double-it/solutions?name=accepted/square.py',
      headers: bearer(accounts.admin.token),
    });
    expect(problemOf(removed).solutions).toHaveLength(2);
  });

  it('refuses a reference solution whose folder says another verdict than the one it expects', async () => {
    const mismatched = await asAdmin('PUT', '/double-it/solutions', {
      name: 'accepted/square.py',
      language: 'python',
      expected: 'Wrong Answer',
      source: SQUARE_PY,
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'A solution expecting Wrong Answer goes in wrong_answer/: name it wrong_answer/….',
    });
    const unknownFolder = await asAdmin('PUT', '/double-it/solutions', {
      name: 'slow/square.py',
      language: 'python',
      expected: 'Time Limit Exceeded',
      source: SQUARE_PY,
    });
    expect(unknownFolder.statusCode).toBe(400);
  });

  it('is published, solved by a user, and a rejudge after a test changed corrects every counter', async () => {
    const published = await asAdmin('PUT', '/double-it', { ...DETAILS, visibility: 'public' });
    expect(published.statusCode, published.body).toBe(200);
    const view = problemSchema.parse((await t.app.inject({ url: '/api/problem/double-it' })).json());
    expect(view.examples).toEqual([
      {
        input: '3\n',
        output: '6\n',
        explanation: 'Twice three is six.',
        explanationHtml: '<p>Twice three is six.</p>',
        interaction: null,
      },
    ]);
    expect(view.totalTests).toBe(3);
    // The attribution the page shows under the statement.
    expect(view).toMatchObject({ author: 'Ada', source: 'Panel test', license: 'cc by-sa' });

    const before = await userCounters(accounts.user.id);
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/submission',
      headers: bearer(accounts.user.token),
      payload: { problemId: 'double-it', language: 'python', code: DOUBLE_PY },
    });
    const id = submit.json<{ submission: Submission }>().submission.id;
    expect((await judged(accounts.user, id)).status).toBe('Accepted');
    const solved = await userCounters(accounts.user.id);
    expect(solved.solvedEasy).toBe((before.solvedEasy ?? 0) + 1);
    expect(problemOf(await asAdmin('GET', '/double-it')).counts).toEqual({
      submissions: 1,
      accepted: 1,
      solved: 1,
      attempted: 1,
    });

    // The typed test's answer was wrong all along: fixed, the accepted solution no longer passes.
    await asAdmin('PUT', '/double-it/tests/3', {
      name: 'secret/typed',
      input: '21\n',
      answer: '43\n',
      isSample: false,
      explanation: null,
    });
    const progress = await rejudgeAndWait('double-it');
    expect(progress).toMatchObject({ total: 1, pending: 0 });
    expect((await judged(accounts.user, id)).status).toBe('Wrong Answer');
    expect(problemOf(await asAdmin('GET', '/double-it')).counts).toEqual({
      submissions: 1,
      accepted: 0,
      solved: 0,
      attempted: 1,
    });
    expect(await userCounters(accounts.user.id)).toEqual({
      solvedEasy: before.solvedEasy,
      tokens: solved.tokens,
    });

    // Put right again: solved again, and the first-solve reward is not paid twice.
    await asAdmin('PUT', '/double-it/tests/3', {
      name: 'secret/typed',
      input: '21\n',
      answer: '42\n',
      isSample: false,
      explanation: null,
    });
    await rejudgeAndWait('double-it');
    expect((await judged(accounts.user, id)).status).toBe('Accepted');
    expect(problemOf(await asAdmin('GET', '/double-it')).counts).toMatchObject({ accepted: 1, solved: 1 });
    expect(await userCounters(accounts.user.id)).toEqual(solved);
    const list = await t.app.inject({ url: '/api/problem/list' });
    expect(list.json<{ id: string; numSolved: number }[]>().find((p) => p.id === 'double-it')).toMatchObject({
      numSolved: 1,
    });
  });

  it('exports as a package zip that imports back as the same problem', async () => {
    const exported = await asAdmin('GET', '/double-it/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const original = problemOf(await asAdmin('GET', '/double-it'));
    // The zip holds the folder double-it/: its problem is double-it, which exists, so the import asks.
    const again = multipart('package', 'double-it-copy.zip', exported.rawPayload);
    const asked = await t.app.inject({ method: 'POST', url: '/api/admin/problems/import', ...again });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'PROBLEM_EXISTS', problemId: 'double-it' });
    const replaced = await t.app.inject({
      method: 'POST',
      url: '/api/admin/problems/import?replace=true',
      ...multipart('package', 'double-it-copy.zip', exported.rawPayload),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(problemOf(replaced).details).toEqual(original.details);

    // The same files in a folder named double-it-copy are that problem, whatever the zip is called.
    const renamed = Object.fromEntries(
      Object.entries(unzipSync(exported.rawPayload)).map(([name, bytes]) => [
        name.replace(/^double-it\//, 'double-it-copy/'),
        bytes,
      ]),
    );
    const upload = multipart('package', 'double-it.zip', zipSync(renamed));
    const imported = await t.app.inject({ method: 'POST', url: '/api/admin/problems/import', ...upload });
    expect(imported.statusCode, imported.body).toBe(200);
    const copy = problemOf(imported);
    expect(copy.id).toBe('double-it-copy');
    expect(copy.details).toEqual({ ...original.details, visibility: 'draft' });
    expect(copy.tests).toEqual(original.tests);
    expect(copy.solutions).toEqual(original.solutions);

    const bad = multipart('package', 'junk.zip', strToU8('not a zip at all'));
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/problems/import', ...bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_PACKAGE' });
  });

  it('takes a statement image, served to everyone under the problem', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = multipart('image', 'figure.png', png);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/problems/double-it/images',
      ...upload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { file, markdown } = response.json<{ file: string; markdown: string }>();
    expect(markdown).toBe(`![](${file})`);
    const served = await t.app.inject({ url: `/uploads/problems/double-it/${file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const notImage = multipart('image', 'x.png', strToU8('<html></html>'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/problems/double-it/images',
      ...notImage,
    });
    expect(refused.json()).toMatchObject({ code: 'INVALID_IMAGE' });
  });

  it('is deleted softly: gone for users, listed for admins who ask, and restored', async () => {
    await asAdmin('DELETE', '/double-it');
    expect((await t.app.inject({ url: '/api/problem/double-it' })).statusCode).toBe(404);
    const listed = adminProblemsResponseSchema.parse((await asAdmin('GET', '?deleted=true')).json());
    expect(listed.problems.map((p) => p.id)).toContain('double-it');
    const active = adminProblemsResponseSchema.parse((await asAdmin('GET', '?query=DOUBLE')).json());
    expect(active.problems.map((p) => p.id)).toEqual(['double-it-copy']);
    await asAdmin('POST', '/double-it/restore');
    expect((await t.app.inject({ url: '/api/problem/double-it' })).statusCode).toBe(200);
  });

  it('leaves every change in the audit log, labelled with the title', async () => {
    const log = auditResponseSchema.parse(
      (
        await t.app.inject({ url: '/api/admin/audit?limit=100', headers: bearer(accounts.admin.token) })
      ).json(),
    );
    const actions = log.entries
      .filter((entry) => entry.target.type === 'problem')
      .map((entry) => entry.action);
    for (const action of [
      'problem.create',
      'problem.update',
      'problem.tests',
      'problem.solutions',
      'problem.rejudge',
      'problem.import',
      'problem.delete',
      'problem.restore',
    ])
      expect(actions).toContain(action);
    expect(log.entries.find((entry) => entry.action === 'problem.create')?.target.label).toBe('Double It');
  });
});

describe("an imported package's limits", () => {
  it("keeps where the time limit came from, until an admin sets it, and judges with the package's output limit", async () => {
    await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'close-enough');
    const read = await asAdmin('GET', '/close-enough');
    expect(read.statusCode, read.body).toBe(200);
    const imported = problemOf(read);
    expect(imported.timeLimitOrigin).toBe('domjudge-problem.ini');
    const stored = await loadJudgedProblem(t.database.db, 'close-enough', 'samples');
    const request = judgeRequestFor(stored, 'python', 'print(1)');
    expect(request.outputLimitBytes).toBe(readFixturePackage('close-enough').outputLimitBytes ?? undefined);

    const saved = await asAdmin('PUT', '/close-enough', { ...imported.details, timeLimitMs: 2500 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(problemOf(saved).timeLimitOrigin).toBe('admin');
  });
});
