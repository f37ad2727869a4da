/**
 * An interactive problem end to end through the API, judged for real: the package's interactor talks
 * with the user's program on a Run and on a submission (packages/judge/src/interaction.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { adminProblemResponseSchema, type Problem } from '@codeconquer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, postJson, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { FIXTURE_PACKAGES, loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';

const submissionsDir = path.join(FIXTURE_PACKAGES, 'guess-number', 'submissions');
const source = (file: string) => fs.readFileSync(path.join(submissionsDir, file), 'utf8');

let t: TestApp;
let user: Account;
let admin: Account;

beforeAll(async () => {
  t = await buildTestApp({
    judge: true,
    env: { RATE_LIMITS: 'off', ADMIN_EMAILS: 'interactive.admin@example.com' },
  });
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'guess-number');
  user = await createAccount(t);
  admin = await createAccount(t, { email: 'interactive.admin@example.com' });
});

afterAll(async () => {
  await t?.close();
});

describe('an interactive problem', () => {
  it('says it is interactive and shows its sample as a conversation', async () => {
    const response = await t.app.inject({ url: '/api/problem/guess-number' });
    expect(response.statusCode, response.body).toBe(200);
    const problem = response.json<Problem>();
    expect(problem.interactive).toBe(true);
    expect(problem.examples).toHaveLength(1);
    expect(problem.examples[0]?.interaction).toMatch(/^> 500\n< higher\n/);
  });

  it('runs the sample with the interactor', async () => {
    const response = await postJson(
      t,
      '/api/problem/execute',
      { problemId: 'guess-number', language: 'cpp', code: source('accepted/binary_search.cpp') },
      bearer(user.token),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ verdict: 'Accepted', passedTests: 1, totalTests: 1 });
  });

  it('judges submissions on every test: a binary search is Accepted, counting up runs out of guesses', async () => {
    const right = await sendSubmission(t, user, {
      problemId: 'guess-number',
      language: 'python',
      code: source('accepted/binary_search.py'),
    });
    expect(await judgedSubmission(t, user, right.id)).toMatchObject({
      status: 'Accepted',
      passedTests: 5,
      totalTests: 5,
    });
    const wrong = await sendSubmission(t, user, {
      problemId: 'guess-number',
      language: 'python',
      code: source('wrong_answer/count_up.py'),
    });
    expect(await judgedSubmission(t, user, wrong.id)).toMatchObject({ status: 'Wrong Answer' });
  });

  it('stays interactive when an admin opens and saves it in the panel', async () => {
    const url = '/api/admin/problems/guess-number';
    const opened = await t.app.inject({ url, headers: bearer(admin.token) });
    expect(opened.statusCode, opened.body).toBe(200);
    const { details } = adminProblemResponseSchema.parse(opened.json()).problem;
    expect(details.validator?.interactive).toBe(true);
    const saved = await t.app.inject({ method: 'PUT', url, headers: bearer(admin.token), payload: details });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await t.app.inject({ url: '/api/problem/guess-number' });
    expect(shown.json<Problem>().interactive).toBe(true);
  });
});
