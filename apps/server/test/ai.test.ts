/**
 * AI review, limits, hints and VGuy through the API: the offline analyser by default, an LLM (a local
 * server speaking the OpenAI protocol) when configured, with the offline answer whenever the LLM fails.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiReview } from '@codeconquer/contracts';
import { submissions, users } from '../src/db/schema';
import { bearer, createAccount, postJson, type Account } from './helpers/accounts';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { LLM_REVIEW, startFakeLlmServer, type FakeLlmServer } from './helpers/fake-llm-server';

const QUADRATIC_CPP = `#include <bits/stdc++.h>
using namespace std;
int main() {
    int n; cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long best = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            best = max(best, a[i] + a[j]);
    cout << best << endl;
}
`;
const RENAMED_COPY = `#include <bits/stdc++.h>
using namespace std;
int main()
{
  int count;   cin >> count;
  vector<long long> values(count);
  for (auto &value : values) cin >> value;
  long long answer = 0;   // the best pair
  for (int left = 0; left < count; left++) {
    for (int right = left + 1; right < count; right++) {
      answer = max(answer, values[left] + values[right]);
    }
  }
  cout << answer << endl;
}
`;

const loadProblems = (t: TestApp, slugs: string[]) =>
  loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', slugs);

const tokensOf = async (t: TestApp, account: Account) =>
  (await t.database.db.select({ tokens: users.tokens }).from(users).where(eq(users.id, account.id)))[0]
    ?.tokens;

describe('offline AI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    await loadProblems(t, ['add-two', ...Array.from({ length: 6 }, (_, i) => `extra-${i}`)]);
  });
  afterAll(async () => {
    await t.close();
  });

  const review = (account: Account, problemId: string, code = QUADRATIC_CPP) =>
    postJson(t, '/api/ai/code-review', { code, language: 'cpp', problemId }, bearer(account.token));

  it('reviews a guest’s code in the compiler by reading it', async () => {
    const response = await postJson(t, '/api/ai/review', { code: QUADRATIC_CPP });
    expect(response.statusCode, response.body).toBe(200);
    const { review: body } = response.json<{ review: AiReview }>();
    expect(body.complexityAnalysis.time).toBe('O(n^2)');
    expect(body.codeQuality).toBeGreaterThanOrEqual(0);
    expect(body.codeQuality).toBeLessThanOrEqual(10);
    expect(body.plagiarismScore).toBe(0);
    expect(body.optimizationSuggestions.length).toBeGreaterThan(0);
  });

  it('allows 3 reviews per problem, then refuses with REVIEW_LIMIT_PROBLEM', async () => {
    const user = await createAccount(t);
    const limits = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/ai/code-review/limits?problemId=add-two',
        headers: bearer(user.token),
      });
    expect((await limits()).json()).toEqual({ perProblem: 3, perDay: 15 });
    for (let i = 2; i >= 0; i -= 1)
      expect((await review(user, 'add-two')).json().limits).toEqual({ perProblem: i, perDay: 12 + i });
    const refused = await review(user, 'add-two');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'REVIEW_LIMIT_PROBLEM',
      error: "You've reached the limit of 3 AI reviews for this question.",
    });
    expect((await limits()).json()).toEqual({ perProblem: 0, perDay: 12 });
  });

  it('allows 15 reviews a day across problems', async () => {
    const user = await createAccount(t);
    const problems = ['add-two', 'extra-0', 'extra-1', 'extra-2', 'extra-3'];
    for (const problemId of problems)
      for (let i = 0; i < 3; i += 1) expect((await review(user, problemId)).statusCode).toBe(200);
    const refused = await review(user, 'extra-4');
    expect(refused.json()).toMatchObject({
      code: 'REVIEW_LIMIT_DAY',
      error: "You've reached your daily limit of 15 AI reviews.",
    });
  });

  it('never lets parallel requests take more than the limit', async () => {
    const user = await createAccount(t);
    const responses = await Promise.all(Array.from({ length: 8 }, () => review(user, 'extra-5')));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });

  it('scores a renamed and reformatted copy of another user’s accepted code as plagiarism', async () => {
    const [author, copier] = [await createAccount(t), await createAccount(t)];
    await t.database.db.insert(submissions).values({
      userId: author.id,
      problemId: 'add-two',
      language: 'cpp',
      code: QUADRATIC_CPP,
      status: 'Accepted',
    });
    const copied = await review(copier, 'add-two', RENAMED_COPY);
    expect(copied.json().review.plagiarismScore).toBeGreaterThanOrEqual(80);
    // The author's own code is not compared with itself.
    const own = await review(author, 'add-two');
    expect(own.json().review.plagiarismScore).toBe(0);
  });

  it('reveals hint 1 for 50 tokens once, hint 2 for 80, and keeps them', async () => {
    const user = await createAccount(t);
    const hint = (hintNumber: number) =>
      postJson(
        t,
        '/api/ai/hint',
        { problemId: 'add-two', hintNumber, code: QUADRATIC_CPP, language: 'cpp' },
        bearer(user.token),
      );
    const first = await hint(1);
    expect(first.json()).toEqual({
      hint: { hintNumber: 1, hintText: 'Read two numbers and print their sum.' },
      tokens: 150,
    });
    expect((await hint(1)).json().tokens).toBe(150);
    const second = (await hint(2)).json();
    expect(second.tokens).toBe(70);
    expect(second.hint.hintText).toMatch(/Math/);
    expect(second.hint.hintText).toMatch(/O\(n\^2\)/);
    const draft = await t.app.inject({
      method: 'GET',
      url: '/api/ai/draft/add-two',
      headers: bearer(user.token),
    });
    expect(draft.json().draft.hintsUsed.map((h: { hintNumber: number }) => h.hintNumber)).toEqual([1, 2]);
    expect(await tokensOf(t, user)).toBe(70);
  });

  it('charges a hint once however many requests race, and never below zero', async () => {
    const racer = await createAccount(t);
    const once = () =>
      postJson(t, '/api/ai/hint', { problemId: 'extra-0', hintNumber: 1 }, bearer(racer.token));
    const answers = await Promise.all(Array.from({ length: 10 }, once));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await tokensOf(t, racer)).toBe(150);

    const poor = await createAccount(t);
    await t.database.db.update(users).set({ tokens: 60 }).where(eq(users.id, poor.id));
    const hints = await Promise.all(
      [1, 2].flatMap((hintNumber) =>
        Array.from({ length: 3 }, () =>
          postJson(t, '/api/ai/hint', { problemId: 'extra-1', hintNumber }, bearer(poor.token)),
        ),
      ),
    );
    expect(await tokensOf(t, poor)).toBe(10);
    expect(
      hints.filter((h) => h.statusCode === 402).every((h) => h.json().code === 'NOT_ENOUGH_TOKENS'),
    ).toBe(true);
    expect(hints.filter((h) => h.statusCode === 200).map((h) => h.json().hint.hintNumber)).toEqual([1, 1, 1]);
  });

  it('answers VGuy from the help corpus', async () => {
    const response = await postJson(t, '/api/vguy', { message: 'what does Time Limit Exceeded mean?' });
    expect(response.statusCode).toBe(200);
    expect(response.json().reply).toMatch(/Time Limit Exceeded/);
    expect(response.json().reply).toMatch(/CPU time/);
    expect((await postJson(t, '/api/vguy', { message: '   ' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('climbs the page problem’s hint ladder from the chat, charging as the Hints tab does', async () => {
    const user = await createAccount(t);
    const ask = async (account?: Account) =>
      (
        await postJson(
          t,
          '/api/vguy',
          { message: 'hint for this problem', problemId: 'extra-2', code: QUADRATIC_CPP, language: 'cpp' },
          account ? bearer(account.token) : undefined,
        )
      ).json().reply as string;
    const first = await ask(user);
    expect(first).toContain('Hint 1: Read two numbers and print their sum.');
    expect(first).toContain('cost 50 tokens; you have 150 left');
    const second = await ask(user);
    expect(second).toContain('Hint 1: Read two numbers');
    expect(second).toMatch(/Hint 2: .*O\(n\^2\)/);
    expect(second).toContain('you have 70 left');
    expect(await ask(user)).toContain('revealed already');
    expect(await tokensOf(t, user)).toBe(70);
    const draft = await t.app.inject({
      method: 'GET',
      url: '/api/ai/draft/extra-2',
      headers: bearer(user.token),
    });
    expect(draft.json().draft.hintsUsed.map((h: { hintNumber: number }) => h.hintNumber)).toEqual([1, 2]);

    const guest = await ask();
    expect(guest).toContain('sign in');
    expect(guest).toContain('costs 50 tokens');
    expect(guest).not.toContain('Read two numbers');

    const poor = await createAccount(t);
    await t.database.db.update(users).set({ tokens: 20 }).where(eq(users.id, poor.id));
    expect(await ask(poor)).toContain('costs 50 tokens and you have 20');
    expect(await tokensOf(t, poor)).toBe(20);
  });

  it('answers questions about the editor’s code from the review, and bounds the code it takes', async () => {
    const reply = (
      await postJson(t, '/api/vguy', { message: 'what is the complexity of my code?', code: QUADRATIC_CPP })
    ).json().reply as string;
    expect(reply).toContain('Your C++ code');
    expect(reply).toContain('O(n^2)');
    const tooBig = await postJson(t, '/api/vguy', {
      message: 'why is my code wrong',
      code: 'x'.repeat(64 * 1024 + 1),
      language: 'python',
    });
    expect(tooBig.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const badLanguage = await postJson(t, '/api/vguy', {
      message: 'review my code',
      code: 'x',
      language: 'go',
    });
    expect(badLanguage.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('needs an account for the solve editor’s review and hints', async () => {
    expect(
      (await postJson(t, '/api/ai/code-review', { code: 'x', language: 'cpp', problemId: 'add-two' }))
        .statusCode,
    ).toBe(401);
    expect((await postJson(t, '/api/ai/hint', { problemId: 'add-two', hintNumber: 1 })).statusCode).toBe(401);
  });
});

describe('with an LLM configured', () => {
  let llm: FakeLlmServer;
  let t: TestApp;
  beforeAll(async () => {
    llm = await startFakeLlmServer();
    t = await buildTestApp({
      env: { RATE_LIMITS: 'off', AI_BASE_URL: llm.baseUrl, AI_MODEL: 'local-test', AI_TIMEOUT_MS: '1000' },
    });
    await loadProblems(t, ['add-two']);
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('uses the LLM’s review when it answers in the right shape', async () => {
    llm.script = [{ content: JSON.stringify(LLM_REVIEW) }];
    const { review } = (await postJson(t, '/api/ai/review', { code: QUADRATIC_CPP, language: 'cpp' })).json();
    expect(review).toEqual({ ...LLM_REVIEW, plagiarismScore: 0 });
  });

  it('falls back to the offline analyser on a malformed answer', async () => {
    llm.script = [{ content: '{"codeQuality": "great"' }];
    const { review } = (await postJson(t, '/api/ai/review', { code: QUADRATIC_CPP, language: 'cpp' })).json();
    expect(review.optimizationSuggestions).not.toEqual(LLM_REVIEW.optimizationSuggestions);
    expect(review.complexityAnalysis.time).toBe('O(n^2)');
  });

  it('falls back to the offline analyser when the LLM times out', async () => {
    llm.script = [{ delayMs: 3000 }, { delayMs: 3000 }];
    const started = Date.now();
    const response = await postJson(t, '/api/ai/review', { code: QUADRATIC_CPP, language: 'cpp' });
    expect(response.statusCode).toBe(200);
    expect(response.json().review.complexityAnalysis.time).toBe('O(n^2)');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('gives VGuy the help text and the page’s problem, and answers offline when the LLM fails', async () => {
    llm.script = [{ content: 'TLE means your program ran out of time.' }];
    const reply = await postJson(t, '/api/vguy', { message: 'what is TLE?', problemId: 'add-two' });
    expect(reply.json()).toEqual({ reply: 'TLE means your program ran out of time.' });
    const system = JSON.stringify(llm.requests.at(-1)?.body.messages);
    expect(system).toContain('Time Limit Exceeded');
    expect(system).toContain('Add Two');
    llm.script = [{ status: 500 }, { status: 500 }];
    const offline = await postJson(t, '/api/vguy', { message: 'what does Time Limit Exceeded mean?' });
    expect(offline.json().reply).toMatch(/CPU time/);
  });

  it('asks the LLM for hint 2 with the problem and the code', async () => {
    const user = await createAccount(t);
    llm.script = [{ content: 'Think about sorting the array first.' }];
    const response = await postJson(
      t,
      '/api/ai/hint',
      { problemId: 'add-two', hintNumber: 2, code: QUADRATIC_CPP, language: 'cpp' },
      bearer(user.token),
    );
    expect(response.json()).toEqual({
      hint: { hintNumber: 2, hintText: 'Think about sorting the array first.' },
      tokens: 120,
    });
    expect(JSON.stringify(llm.requests.at(-1)?.body.messages)).toContain('best = max(best');
  });
});
