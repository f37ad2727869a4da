/**
 * Editorials through the API (docs/product.md#editorials): the admin's routes (write, read back, preview),
 * who reads (guest, user, banned, admin; solved, unlocked, in a contest), and the unlock's charge: once,
 * never below zero, however many requests race.
 */
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, auditResponseSchema, editorialResponseSchema } from '@codeconquer/contracts';
import {
  contestProblems,
  contests,
  editorialUnlocks,
  problemProgress,
  problemSolutions,
  submissions,
  users,
} from '../src/db/schema';
import { bearer, createAccount, postJson, useAccounts, type Account } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { expectValidationFailed } from './helpers/validation';

const ADMIN_EMAIL = 'editorial.admin@example.com';
const t = useTestApp({ env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });
const accounts = useAccounts(t, { admin: { email: ADMIN_EMAIL }, user: {}, other: {} });
const HOUR = 3_600_000;

const EDITORIAL = [
  '## Idea',
  '',
  'Add the two numbers: $a + b$ fits in a 64-bit integer since $|a|, |b| \\le 10^{18}$.',
  '',
  '```cpp',
  'long long a, b;',
  '```',
  '',
  '<script>alert(1)</script>',
].join('\n');

const loadProblem = async (slug: string) => {
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', [slug]);
};

const put = (slug: string, payload: unknown, token = accounts.admin.token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/problems/${slug}/editorial`,
    headers: bearer(token),
    payload: payload as object,
  });
const read = (slug: string, token?: string) =>
  t.app.inject({ url: `/api/problem/${slug}/editorial`, headers: token ? bearer(token) : {} });
const unlock = (slug: string, token?: string) =>
  postJson(t, `/api/problem/${slug}/editorial/unlock`, undefined, token ? bearer(token) : {});

const tokensOf = async (account: Account) =>
  (await t.database.db.select({ tokens: users.tokens }).from(users).where(eq(users.id, account.id)))[0]
    ?.tokens;
const setTokens = (account: Account, tokens: number) =>
  t.database.db.update(users).set({ tokens }).where(eq(users.id, account.id));
const markSolved = (account: Account, problemId: string) =>
  t.database.db.insert(problemProgress).values({ userId: account.id, problemId, solvedAt: new Date() });

describe('the admin writes an editorial', () => {
  it('stores the Markdown with the server-rendered HTML, and the picked reference code', async () => {
    await loadProblem('ed-write');
    const saved = await put('ed-write', { body: EDITORIAL, solutionNames: ['accepted/solution.py'] });
    expect(saved.statusCode).toBe(200);
    const { editorial } = editorialResponseSchema.parse(saved.json());
    expect(editorial.body).toBe(EDITORIAL);
    expect(editorial.source).toBe('admin');
    expect(editorial.bodyHtml).toContain('<h2>Idea</h2>');
    expect(editorial.bodyHtml).toContain('class="katex"');
    expect(editorial.bodyHtml).toContain('hljs-type');
    expect(editorial.bodyHtml).not.toContain('<script');
    const [python] = await t.database.db
      .select()
      .from(problemSolutions)
      .where(
        and(eq(problemSolutions.problemId, 'ed-write'), eq(problemSolutions.name, 'accepted/solution.py')),
      );
    expect(editorial.solutions).toEqual([
      { name: 'accepted/solution.py', language: 'python', code: python?.source },
    ]);

    const back = await t.app.inject({
      url: '/api/admin/problems/ed-write/editorial',
      headers: bearer(accounts.admin.token),
    });
    expect(back.json().editorial).toMatchObject({
      body: EDITORIAL,
      solutionNames: ['accepted/solution.py'],
      updatedBy: accounts.admin.id,
    });
  });

  it('records an audit entry for every save', async () => {
    await loadProblem('ed-audit');
    await put('ed-audit', { body: 'First.' });
    await put('ed-audit', { body: 'Second, longer.' });
    const audit = auditResponseSchema.parse(
      (
        await t.app.inject({
          url: '/api/admin/audit?action=problem.editorial',
          headers: bearer(accounts.admin.token),
        })
      ).json(),
    );
    const mine = audit.entries.filter((entry) => entry.target.id === 'ed-audit');
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      admin: { id: accounts.admin.id },
      before: { bytes: 6, solutions: [], source: 'admin' },
      after: { bytes: 15, solutions: [], source: 'admin' },
    });
    expect(mine[1]?.before).toBeNull();
  });

  it('refuses a blank or too long body, NUL, and picks that are not accepted solutions one per language', async () => {
    await loadProblem('ed-refuse');
    expectValidationFailed(await put('ed-refuse', { body: '   ' }), 'Write the editorial first.', 'body');
    expectValidationFailed(
      await put('ed-refuse', { body: 'é'.repeat(26 * 1024) }),
      'The editorial can be at most 50 KB.',
      'body',
    );
    expectValidationFailed(
      await put('ed-refuse', { body: 'a\u0000b' }),
      'The editorial cannot contain NUL characters.',
      'body',
    );
    expect((await put('ed-refuse', {})).json().code).toBe('VALIDATION_FAILED');
    for (const solutionNames of [
      ['accepted/missing.py'],
      ['wrong_answer/small-only.c'],
      ['accepted/solution.py', 'accepted/solution.py'],
    ]) {
      const refused = await put('ed-refuse', { body: 'Text.', solutionNames });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('INVALID_EDITORIAL_SOLUTIONS');
    }
    expect((await put('no-such-problem', { body: 'Text.' })).json().code).toBe('PROBLEM_NOT_FOUND');
    const nothing = await t.app.inject({
      url: '/api/admin/problems/ed-refuse/editorial',
      headers: bearer(accounts.admin.token),
    });
    expect(nothing.json()).toEqual({ editorial: null });
  });

  it('is for admins only: guests get 401 and users 403, on every admin route', async () => {
    await loadProblem('ed-admin-only');
    const calls = [
      (headers: Record<string, string>) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/admin/problems/ed-admin-only/editorial',
          headers,
          payload: { body: 'x' },
        }),
      (headers: Record<string, string>) =>
        t.app.inject({ url: '/api/admin/problems/ed-admin-only/editorial', headers }),
      (headers: Record<string, string>) => postJson(t, '/api/admin/markdown/preview', { body: 'x' }, headers),
    ];
    for (const call of calls) {
      expect((await call({})).statusCode).toBe(401);
      expect((await call(bearer(accounts.user.token))).statusCode).toBe(403);
    }
  });

  it('previews Markdown with the server renderer', async () => {
    const preview = await postJson(
      t,
      '/api/admin/markdown/preview',
      { body: 'Inline $x^2$ and <img src=x onerror=alert(1)>' },
      bearer(accounts.admin.token),
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json().html).toContain('katex');
    expect(preview.json().html).not.toContain('onerror');
    expectValidationFailed(
      await postJson(
        t,
        '/api/admin/markdown/preview',
        { body: 'x'.repeat(51 * 1024) },
        bearer(accounts.admin.token),
      ),
      'A preview can be at most 50 KB.',
      'body',
    );
  });
});

describe('who reads an editorial', () => {
  it('answers 404 when the problem or its editorial does not exist, to everyone', async () => {
    await loadProblem('ed-none');
    for (const token of [undefined, accounts.user.token, accounts.admin.token]) {
      expect((await read('ed-none', token)).json().code).toBe('EDITORIAL_NOT_FOUND');
      expect((await read('no-such-problem', token)).json().code).toBe('PROBLEM_NOT_FOUND');
    }
    expect((await unlock('ed-none', accounts.user.token)).json().code).toBe('EDITORIAL_NOT_FOUND');
    expect((await read('Bad Id')).statusCode).toBe(400);
  });

  it('lets admins and solvers read, asks guests to sign in, and locks it for others with the price', async () => {
    await loadProblem('ed-read');
    await put('ed-read', { body: EDITORIAL });
    expect((await read('ed-read', accounts.admin.token)).statusCode).toBe(200);

    const guest = await read('ed-read');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('UNAUTHENTICATED');
    expect((await unlock('ed-read')).statusCode).toBe(401);

    const locked = await read('ed-read', accounts.user.token);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      code: 'EDITORIAL_LOCKED',
      price: DEFAULT_SITE_SETTINGS.editorialCost,
      error: 'Solve the problem to read its editorial, or unlock it for 100 tokens.',
    });

    await markSolved(accounts.user, 'ed-read');
    const solved = await read('ed-read', accounts.user.token);
    expect(solved.statusCode).toBe(200);
    expect(editorialResponseSchema.parse(solved.json()).editorial.body).toBe(EDITORIAL);
    // A solver's unlock costs nothing.
    const before = await tokensOf(accounts.user);
    expect((await unlock('ed-read', accounts.user.token)).statusCode).toBe(200);
    expect(await tokensOf(accounts.user)).toBe(before);
  });

  it('does not count an Accepted result a contest freeze still hides', async () => {
    await loadProblem('ed-hidden');
    await put('ed-hidden', { body: EDITORIAL });
    const contestant = await createAccount(t);
    // Attempted, and Accepted in the freeze: problem_progress has no solve until the results are published.
    await t.database.db.insert(problemProgress).values({ userId: contestant.id, problemId: 'ed-hidden' });
    await t.database.db.insert(submissions).values({
      userId: contestant.id,
      problemId: 'ed-hidden',
      language: 'python',
      code: 'print(1)',
      status: 'Accepted',
      resultHidden: true,
    });
    expect((await read('ed-hidden', contestant.token)).json().code).toBe('EDITORIAL_LOCKED');
  });

  it('is closed to banned accounts (their session is gone)', async () => {
    await loadProblem('ed-banned');
    await put('ed-banned', { body: EDITORIAL });
    const banned = await createAccount(t);
    await markSolved(banned, 'ed-banned');
    expect((await read('ed-banned', banned.token)).statusCode).toBe(200);
    const ban = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${banned.id}`,
      headers: bearer(accounts.admin.token),
      payload: { banned: true },
    });
    expect(ban.statusCode).toBe(200);
    expect((await read('ed-banned', banned.token)).statusCode).toBe(401);
    expect((await unlock('ed-banned', banned.token)).statusCode).toBe(401);
  });

  it('is closed to everyone but admins while a contest that holds the problem has not ended', async () => {
    await loadProblem('ed-contest');
    await put('ed-contest', { body: EDITORIAL });
    await markSolved(accounts.other, 'ed-contest');
    const [contest] = await t.database.db
      .insert(contests)
      .values({
        title: 'Editorial lock',
        startTime: new Date(Date.now() + HOUR),
        endTime: new Date(Date.now() + 2 * HOUR),
      })
      .returning();
    if (!contest) throw new Error('no contest');
    await t.database.db
      .insert(contestProblems)
      .values({ contestId: contest.id, problemId: 'ed-contest', position: 1 });

    const check = async (status: 'Upcoming' | 'Running') => {
      for (const token of [undefined, accounts.user.token, accounts.other.token]) {
        const answer = await read('ed-contest', token);
        expect(answer.statusCode, `${status}, read`).toBe(403);
        expect(answer.json()).toMatchObject({
          code: 'EDITORIAL_CONTEST',
          error: expect.stringMatching(/contest/),
        });
      }
      const before = await tokensOf(accounts.user);
      expect((await unlock('ed-contest', accounts.user.token)).json().code).toBe('EDITORIAL_CONTEST');
      expect(await tokensOf(accounts.user)).toBe(before);
      expect((await read('ed-contest', accounts.admin.token)).statusCode).toBe(200);
    };
    await check('Upcoming');
    await t.database.db
      .update(contests)
      .set({ startTime: new Date(Date.now() - HOUR) })
      .where(eq(contests.id, contest.id));
    await check('Running');
    await t.database.db
      .update(contests)
      .set({ startTime: new Date(Date.now() - 2 * HOUR), endTime: new Date(Date.now() - HOUR) })
      .where(eq(contests.id, contest.id));
    expect((await read('ed-contest', accounts.other.token)).statusCode).toBe(200);
    expect((await read('ed-contest', accounts.user.token)).json().code).toBe('EDITORIAL_LOCKED');
  });
});

describe('unlocking an editorial', () => {
  it('charges the price once and opens it for good', async () => {
    await loadProblem('ed-unlock');
    await put('ed-unlock', { body: EDITORIAL });
    const buyer = await createAccount(t);
    const unlocked = await unlock('ed-unlock', buyer.token);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ editorial: { body: EDITORIAL }, tokens: 100 });
    expect(await tokensOf(buyer)).toBe(100);
    expect((await read('ed-unlock', buyer.token)).statusCode).toBe(200);
    expect((await unlock('ed-unlock', buyer.token)).json().tokens).toBe(100);
    const recorded = await t.database.db
      .select()
      .from(editorialUnlocks)
      .where(eq(editorialUnlocks.userId, buyer.id));
    expect(recorded).toEqual([expect.objectContaining({ problemId: 'ed-unlock', tokensSpent: 100 })]);
  });

  it('refuses without enough tokens and takes nothing', async () => {
    await loadProblem('ed-poor');
    await put('ed-poor', { body: EDITORIAL });
    const poor = await createAccount(t);
    await setTokens(poor, 99);
    const refused = await unlock('ed-poor', poor.token);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'NOT_ENOUGH_TOKENS',
      error: "You don't have enough tokens to unlock this editorial: it costs 100 and you have 99.",
    });
    expect(await tokensOf(poor)).toBe(99);
    expect((await read('ed-poor', poor.token)).json().code).toBe('EDITORIAL_LOCKED');
  });

  it('charges once however many requests race, and never below zero', async () => {
    await loadProblem('ed-race');
    await loadProblem('ed-race-2');
    await put('ed-race', { body: EDITORIAL });
    await put('ed-race-2', { body: EDITORIAL });
    const racer = await createAccount(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => unlock('ed-race', racer.token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await tokensOf(racer)).toBe(100);

    // 150 tokens, two editorials at 100 each, raced: one is bought, the other refused.
    const poor = await createAccount(t);
    await setTokens(poor, 150);
    const both = await Promise.all(
      ['ed-race', 'ed-race-2'].flatMap((slug) => Array.from({ length: 4 }, () => unlock(slug, poor.token))),
    );
    expect(await tokensOf(poor)).toBe(50);
    const codes = new Set(both.filter((a) => a.statusCode !== 200).map((a) => a.json().code));
    expect([...codes]).toEqual(['NOT_ENOUGH_TOKENS']);
    const bought = await t.database.db
      .select()
      .from(editorialUnlocks)
      .where(eq(editorialUnlocks.userId, poor.id));
    expect(bought).toHaveLength(1);
  });

  it('costs what the site setting says', async () => {
    await loadProblem('ed-price');
    await put('ed-price', { body: EDITORIAL });
    const settings = (
      await t.app.inject({ url: '/api/admin/settings', headers: bearer(accounts.admin.token) })
    ).json().settings;
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(accounts.admin.token),
      payload: { ...settings, editorialCost: 30 },
    });
    try {
      const buyer = await createAccount(t);
      expect((await read('ed-price', buyer.token)).json().price).toBe(30);
      expect((await unlock('ed-price', buyer.token)).json().tokens).toBe(170);
      expect((await t.app.inject('/api/settings')).json().editorialCost).toBe(30);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: bearer(accounts.admin.token),
        payload: settings,
      });
    }
  });
});
