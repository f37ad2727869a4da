/**
 * A signed-in user's reads served from memory (docs/architecture.md#hot-reads): the session behind a
 * token is looked up once and then kept for a few seconds, the user's submission pages, stats and solved
 * problems and the public profiles are kept as bytes with an ETag. The query log proves what is not read
 * again; every change a user makes (a sign-out, a password change, a profile edit, a submission, a
 * verdict and its reward) shows on their very next read.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  listSubmissionsResponseSchema,
  solvedProblemsResponseSchema,
  submissionResponseSchema,
  submissionStatsResponseSchema,
  userResponseSchema,
  type Submission,
} from '@codeconquer/contracts';
import {
  bearer,
  createAccount,
  editProfile,
  login,
  postJson,
  whoAmI,
  type Account,
} from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';

const queries: string[] = [];
const t = useTestApp({ judge: true, env: { RATE_LIMITS: 'off' }, onQuery: (sql) => queries.push(sql) });

/** The SQL run while `work` runs. */
async function queriesDuring(work: () => Promise<unknown>): Promise<string[]> {
  queries.length = 0;
  await work();
  return [...queries];
}

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token === undefined ? {} : bearer(token) });

const ADD_TWO = 'a, b = map(int, input().split())\nprint(a + b)\n';

async function submit(account: Account, code: string): Promise<Submission> {
  const response = await postJson(
    t,
    '/api/submission',
    { problemId: 'add-two', language: 'python', code },
    bearer(account.token),
  );
  expect(response.statusCode, response.body).toBe(202);
  return submissionResponseSchema.parse(response.json()).submission;
}

async function judged(account: Account, id: string): Promise<void> {
  await expect
    .poll(
      async () =>
        submissionResponseSchema.parse((await get(`/api/submission/${id}`, account.token)).json()).submission
          .status,
      { timeout: 60_000, interval: 100 },
    )
    .not.toBe('Pending');
}

describe('the session behind a token', () => {
  it('is looked up on the first request only, not on the ones that follow', async () => {
    const user = await createAccount(t);
    const first = await queriesDuring(() => whoAmI(t, user.token));
    expect(first.some((sql) => /from "sessions"/.test(sql))).toBe(true);
    const again = await queriesDuring(async () => expect((await whoAmI(t, user.token)).statusCode).toBe(200));
    expect(again.filter((sql) => /"sessions"/.test(sql))).toEqual([]);
  });

  it('is looked up again once it has been kept for a few seconds', async () => {
    const user = await createAccount(t);
    await whoAmI(t, user.token);
    await new Promise((resolve) => setTimeout(resolve, 5100));
    const later = await queriesDuring(() => whoAmI(t, user.token));
    expect(later.some((sql) => /from "sessions"/.test(sql))).toBe(true);
  });

  it('ends at once when the user signs out', async () => {
    const user = await createAccount(t);
    expect((await whoAmI(t, user.token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await whoAmI(t, user.token)).statusCode).toBe(401);
  });

  it("ends the user's other sessions at once when they change their password", async () => {
    const user = await createAccount(t);
    const other = (await login(t, user.username, user.password)).json<{ token: string }>().token;
    expect((await whoAmI(t, other)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/change-password`,
      headers: bearer(user.token),
      payload: {
        currentPassword: user.password,
        newPassword: 'another-pass-2',
        confirmPassword: 'another-pass-2',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await whoAmI(t, other)).statusCode).toBe(401);
    expect((await whoAmI(t, user.token)).statusCode).toBe(200);
  });

  it('ends when it expires, even while it is kept', async () => {
    const user = await createAccount(t);
    expect((await whoAmI(t, user.token)).statusCode).toBe(200);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      expect((await whoAmI(t, user.token)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });

  it('brings a profile edit on the next request', async () => {
    const user = await createAccount(t);
    await whoAmI(t, user.token);
    const edited = await editProfile(t, user.token, user.id, { name: 'Renamed Person' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(userResponseSchema.parse((await whoAmI(t, user.token)).json()).user.name).toBe('Renamed Person');
  });
});

describe("a user's submissions, stats and solved problems", () => {
  it('are read once, then served from memory with an ETag, privately', async () => {
    await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'));
    const user = await createAccount(t);
    const reads = ['/api/submission?page=1&limit=20', '/api/submission/stats', '/api/submission/solved'];
    for (const url of reads) await get(url, user.token);
    for (const url of reads) {
      let etag = '';
      const again = await queriesDuring(async () => {
        const response = await get(url, user.token);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-cache');
        expect(response.headers.vary).toContain('Cookie');
        etag = String(response.headers.etag);
      });
      expect(again).toEqual([]);
      const revalidated = await t.app.inject({
        url,
        headers: { ...bearer(user.token), 'if-none-match': etag },
      });
      expect(revalidated.statusCode).toBe(304);
    }
  });

  it('show a submission and its verdict at once, with the first-solve reward in the balance', async () => {
    const user = await createAccount(t);
    const tokensBefore = userResponseSchema.parse((await whoAmI(t, user.token)).json()).user.tokens ?? 0;
    const emptyPage = listSubmissionsResponseSchema.parse((await get('/api/submission', user.token)).json());
    expect(emptyPage.pagination.total).toBe(0);
    await get('/api/submission/stats', user.token);
    await get('/api/submission/solved', user.token);

    const submission = await submit(user, ADD_TWO);
    const page = listSubmissionsResponseSchema.parse((await get('/api/submission', user.token)).json());
    expect(page.submissions.map((shown) => shown.id)).toEqual([submission.id]);

    await judged(user, submission.id);
    const afterVerdict = listSubmissionsResponseSchema.parse(
      (await get('/api/submission', user.token)).json(),
    );
    expect(afterVerdict.submissions[0]?.status).toBe('Accepted');
    const stats = submissionStatsResponseSchema.parse(
      (await get('/api/submission/stats', user.token)).json(),
    );
    expect(stats).toMatchObject({ totalSubmissions: 1, acceptedSubmissions: 1, solvedProblems: 1 });
    const solved = solvedProblemsResponseSchema.parse(
      (await get('/api/submission/solved', user.token)).json(),
    );
    expect(solved.solvedProblemIds).toEqual(['add-two']);
    const tokensAfter = userResponseSchema.parse((await whoAmI(t, user.token)).json()).user.tokens;
    expect(tokensAfter).toBeGreaterThan(tokensBefore);
  });

  it("are each user's own", async () => {
    const author = await createAccount(t);
    const reader = await createAccount(t);
    await submit(author, 'print(0)\n');
    const page = listSubmissionsResponseSchema.parse((await get('/api/submission', reader.token)).json());
    expect(page.submissions).toEqual([]);
    expect((await get('/api/submission')).statusCode).toBe(401);
  });
});

describe('a public profile', () => {
  it('is served to guests from memory, without the e-mail address; its owner sees theirs', async () => {
    const user = await createAccount(t);
    const url = `/api/users/by-username/${user.username.toUpperCase()}`;
    const first = userResponseSchema.parse((await get(url)).json()).user;
    expect(first.username).toBe(user.username);
    expect(first.email).toBeUndefined();
    const again = await queriesDuring(() => get(url));
    expect(again).toEqual([]);
    expect(userResponseSchema.parse((await get(`/api/users/${user.id}`)).json()).user.email).toBeUndefined();

    const own = userResponseSchema.parse((await get(url, user.token)).json()).user;
    expect(own.email).toBe(user.email);
    const stranger = await createAccount(t);
    expect(userResponseSchema.parse((await get(url, stranger.token)).json()).user.email).toBeUndefined();
  });

  it('shows an edit to guests on the next read, and 404 for an unknown user', async () => {
    const user = await createAccount(t);
    const url = `/api/users/by-username/${user.username}`;
    await get(url);
    const edited = await editProfile(t, user.token, user.id, { bio: 'Solving every day.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(userResponseSchema.parse((await get(url)).json()).user.bio).toBe('Solving every day.');
    for (let i = 0; i < 2; i++) {
      const missing = await get('/api/users/by-username/nobody-here');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    }
  });
});
