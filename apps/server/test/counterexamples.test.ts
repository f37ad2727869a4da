/**
 * "Find a small failing test" through the API, judged for real: a wrong practice submission gets a small
 * input with the expected output and its own; tokens are charged once and given back when nothing is
 * found; contests, other verdicts, problems without a generator and a second search at once are refused.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import {
  COUNTEREXAMPLE_COST,
  counterexampleResponseSchema,
  type CounterexampleResponse,
} from '@codeconquer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestProblems, contests, counterexampleSearches, judgeJobs, users } from '../src/db/schema';
import { bearer, createAccount, postJson, type Account } from './helpers/accounts';
import { LLM_REVIEW, startFakeLlmServer } from './helpers/fake-llm-server';
import { buildPeerApp, buildTestApp, type TestApp } from './helpers/build-test-app';
import { FIXTURE_PACKAGES, loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';

const HOUR = 60 * 60 * 1000;
const source = (file: string) =>
  fs.readFileSync(path.join(FIXTURE_PACKAGES, 'sum-list', 'submissions', file), 'utf8');

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ judge: true, env: { RATE_LIMITS: 'off' } });
  const uploads = path.join(t.config.dataDir, 'uploads');
  await loadFixtureProblem(t.database.db, uploads, 'sum-list', ['sum-list', 'sum-list-contest']);
  await loadFixtureProblem(t.database.db, uploads, 'add-two');
});

afterAll(async () => {
  await t?.close();
});

async function tokensOf(account: Account): Promise<number> {
  const [row] = await t.database.db
    .select({ tokens: users.tokens })
    .from(users)
    .where(eq(users.id, account.id));
  if (!row) throw new Error('no such user');
  return row.tokens;
}

/** A judged submission of `account`. */
async function judged(account: Account, problemId: string, code: string, language = 'python') {
  const sent = await sendSubmission(t, account, { problemId, language, code });
  return judgedSubmission(t, account, sent.id);
}

function ask(account: Account, submissionId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/submission/${submissionId}/counterexample`,
    headers: bearer(account.token),
  });
}

async function found(account: Account, submissionId: string): Promise<CounterexampleResponse> {
  const response = await ask(account, submissionId);
  expect(response.statusCode, response.body).toBe(200);
  return counterexampleResponseSchema.parse(response.json());
}

describe('a failing test for a wrong practice submission', () => {
  it('is found small, with the expected output and the program output, for the price, once', async () => {
    const user = await createAccount(t);
    const wrong = await judged(user, 'sum-list', source('wrong_answer/skips_first.py'));
    expect(wrong.status).toBe('Wrong Answer');
    const before = await tokensOf(user);

    const answer = await found(user, wrong.id);
    expect(answer).toMatchObject({
      status: 'found',
      verdict: 'Wrong Answer',
      tokensSpent: COUNTEREXAMPLE_COST,
    });
    const [n, line] = (answer.input ?? '').trim().split('\n');
    const values = (line ?? '').split(' ').map(Number);
    expect(values).toHaveLength(Number(n));
    expect(Buffer.byteLength(answer.input ?? '')).toBeLessThanOrEqual(200);
    expect(answer.expected?.trim()).toBe(String(values.reduce((a, b) => a + b, 0)));
    expect(answer.output?.trim()).toBe(String(values.slice(1).reduce((a, b) => a + b, 0)));
    expect(answer.tries).toBeGreaterThan(0);
    expect(await tokensOf(user)).toBe(before - COUNTEREXAMPLE_COST);
    expect(answer.tokens).toBe(before - COUNTEREXAMPLE_COST);

    // Asked again, and read: the same test, charged once.
    const again = await found(user, wrong.id);
    expect(again).toMatchObject({ status: 'found', input: answer.input, tokensSpent: COUNTEREXAMPLE_COST });
    const read = await t.app.inject({
      url: `/api/submission/${wrong.id}/counterexample`,
      headers: bearer(user.token),
    });
    expect(read.json()).toMatchObject({ status: 'found', input: answer.input });
    expect(await tokensOf(user)).toBe(before - COUNTEREXAMPLE_COST);
  });

  it('gives the tokens back when no small test fails', async () => {
    const user = await createAccount(t);
    const wrong = await judged(user, 'sum-list', source('wrong_answer/long_lists_only.py'));
    expect(wrong.status).toBe('Wrong Answer');
    const before = await tokensOf(user);
    const answer = await found(user, wrong.id);
    expect(answer).toMatchObject({ status: 'none', tokensSpent: 0 });
    expect(answer.tries).toBeGreaterThan(10);
    expect(answer.input).toBeUndefined();
    expect(await tokensOf(user)).toBe(before);
    // The search was a job of its own lane's kind, now done.
    const [job] = await t.database.db
      .select()
      .from(judgeJobs)
      .where(eq(judgeJobs.kind, 'counterexample'))
      .limit(1);
    expect(job?.status).toBe('done');
  });

  it('is not offered after Accepted, and not to someone else', async () => {
    const user = await createAccount(t);
    const other = await createAccount(t);
    const right = await judged(user, 'sum-list', source('accepted/sum.py'));
    expect(right.status).toBe('Accepted');
    const refused = await ask(user, right.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('COUNTEREXAMPLE_NOT_OFFERED');
    const wrong = await judged(user, 'sum-list', source('wrong_answer/skips_first.py'));
    expect((await ask(other, wrong.id)).json().code).toBe('SUBMISSION_NOT_FOUND');
  });

  it('answers unsupported, for free, on a problem without a small-test generator', async () => {
    const user = await createAccount(t);
    const wrong = await judged(user, 'add-two', 'print(0)');
    expect(wrong.status).toBe('Wrong Answer');
    const before = await tokensOf(user);
    const answer = await found(user, wrong.id);
    expect(answer).toMatchObject({
      status: 'unsupported',
      tokensSpent: 0,
      reason: expect.stringMatching(/generator/),
    });
    expect(await tokensOf(user)).toBe(before);
    const problem = await t.app.inject({ url: '/api/problem/add-two' });
    expect(problem.json().hasSmallTests).toBe(false);
    expect((await t.app.inject({ url: '/api/problem/sum-list' })).json().hasSmallTests).toBe(true);
  });

  it('is refused while a contest that holds the problem has not ended, and offered once it has', async () => {
    const user = await createAccount(t);
    const wrong = await judged(user, 'sum-list-contest', source('wrong_answer/skips_first.py'));
    const [contest] = await t.database.db
      .insert(contests)
      .values({
        title: 'Hidden tests',
        startTime: new Date(Date.now() - HOUR),
        endTime: new Date(Date.now() + HOUR),
      })
      .returning();
    if (!contest) throw new Error('no contest');
    await t.database.db
      .insert(contestProblems)
      .values({ contestId: contest.id, problemId: 'sum-list-contest', position: 1 });
    const before = await tokensOf(user);
    const refused = await ask(user, wrong.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'COUNTEREXAMPLE_CONTEST',
      error: expect.stringMatching(/contest/),
    });
    expect(await tokensOf(user)).toBe(before);

    await t.database.db
      .update(contests)
      .set({ startTime: new Date(Date.now() - 2 * HOUR), endTime: new Date(Date.now() - HOUR) })
      .where(eq(contests.id, contest.id));
    expect((await found(user, wrong.id)).status).toBe('found');
  });

  it('runs one search per user at a time', async () => {
    const user = await createAccount(t);
    const first = await judged(user, 'sum-list', source('wrong_answer/skips_first.py'));
    const second = await judged(user, 'sum-list', source('wrong_answer/long_lists_only.py'));
    // A search of the first submission still running (as it would be while judged).
    await t.database.db.insert(counterexampleSearches).values({
      id: crypto.randomUUID(),
      submissionId: first.id,
      userId: user.id,
      status: 'searching',
      tokensSpent: 0,
    });
    const before = await tokensOf(user);
    const busy = await ask(user, second.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('COUNTEREXAMPLE_BUSY');
    expect(await tokensOf(user)).toBe(before);
  });

  it('charges nothing on a server that cannot judge', async () => {
    const user = await createAccount(t);
    const wrong = await judged(user, 'sum-list', source('wrong_answer/skips_first.py'));
    const before = await tokensOf(user);
    const peer = await buildPeerApp(t); // its judge is unavailable
    try {
      const refused = await peer.inject({
        method: 'POST',
        url: `/api/submission/${wrong.id}/counterexample`,
        headers: bearer(user.token),
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('JUDGE_UNAVAILABLE');
    } finally {
      await peer.close();
    }
    expect(await tokensOf(user)).toBe(before);
  });

  it('needs the tokens it costs', async () => {
    const user = await createAccount(t);
    const wrong = await judged(user, 'sum-list', source('wrong_answer/skips_first.py'));
    await t.database.db
      .update(users)
      .set({ tokens: COUNTEREXAMPLE_COST - 1 })
      .where(eq(users.id, user.id));
    const refused = await ask(user, wrong.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'NOT_ENOUGH_TOKENS',
      error: expect.stringMatching(/costs 30/),
    });
    expect(await tokensOf(user)).toBe(COUNTEREXAMPLE_COST - 1);
  });
});

describe('the AI help for code that fails a found test', () => {
  it('names the test in the offline review and hint 2, and gives it to an LLM to refer to', async () => {
    const user = await createAccount(t);
    const code = source('wrong_answer/skips_first.py');
    const wrong = await judged(user, 'sum-list', code);
    const test = await found(user, wrong.id);
    const input = (test.input ?? '').trim();

    const review = await postJson(
      t,
      '/api/ai/code-review',
      { code, language: 'python', problemId: 'sum-list' },
      bearer(user.token),
    );
    expect(review.statusCode, review.body).toBe(200);
    const [first] = review.json().review.optimizationSuggestions as string[];
    expect(first).toContain(input);
    expect(first).toContain(`\`${(test.expected ?? '').trim()}\` was expected`);
    // Other code (fixed, or another attempt) is not told about a test it may pass.
    const other = await postJson(
      t,
      '/api/ai/code-review',
      { code: `${code}\n# edited`, language: 'python', problemId: 'sum-list' },
      bearer(user.token),
    );
    expect(JSON.stringify(other.json().review)).not.toContain('failing test');

    const hint = await postJson(
      t,
      '/api/ai/hint',
      { problemId: 'sum-list', hintNumber: 2, code, language: 'python' },
      bearer(user.token),
    );
    expect(hint.statusCode, hint.body).toBe(200);
    expect(hint.json().hint.hintText).toContain(input);

    // With an LLM: the same user and search, read by a server configured with one.
    const llm = await startFakeLlmServer();
    const withLlm = await buildPeerApp(t, {
      ai: { baseUrl: llm.baseUrl, apiKey: undefined, model: 'local-test', timeoutMs: 2000 },
    });
    try {
      llm.script = [{ content: JSON.stringify(LLM_REVIEW) }];
      const answered = await withLlm.inject({
        method: 'POST',
        url: '/api/ai/code-review',
        headers: bearer(user.token),
        payload: { code, language: 'python', problemId: 'sum-list' },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      const asked = JSON.stringify(llm.requests.at(-1)?.body.messages);
      expect(asked).toContain('must refer to it');
      expect(asked).toContain(JSON.stringify(input).slice(1, -1));
    } finally {
      await withLlm.close();
      await llm.close();
    }
  });
});
