/**
 * The admin API's users and audit log (docs/architecture.md#admin): every /api/admin route, enumerated
 * from the router itself, refuses guests (401) and users (403) before it reads anything; admins search
 * users, change roles, ban and unban (the ban holds on the user's next request and at sign-in), grant and
 * take tokens (never below zero); every change is in the audit log with its before and after; the
 * overview counts users, problems and the last 30 days of submissions.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adminOverviewSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  auditResponseSchema,
  listSubmissionsResponseSchema,
  userResponseSchema,
} from '@codeconquer/contracts';
import { bearer, createAccount, login, useAccounts, whoAmI } from './helpers/accounts';
import { submissions, users } from '../src/db/schema';
import { useTestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';

const ADMIN_EMAIL = 'panel.admin@example.com';
const t = useTestApp({ env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });
const accounts = useAccounts(t, {
  admin: { email: ADMIN_EMAIL },
  user: { name: 'Grace Hopper', username: 'grace_h', email: 'grace@navy.example' },
});

const patchUser = (token: string, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${id}`,
    headers: bearer(token),
    payload: payload as object,
  });

const audit = async (query = '') =>
  auditResponseSchema.parse(
    (await t.app.inject({ url: `/api/admin/audit${query}`, headers: bearer(accounts.admin.token) })).json(),
  );

describe('every /api/admin route', () => {
  it('answers 401 to guests and 403 to users, before looking at the request', async () => {
    const routes = t.app.routeList.filter((route) => route.url.startsWith('/api/admin'));
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/users', 'PATCH /api/admin/users/:id', 'GET /api/admin/audit']),
    );
    for (const route of routes) {
      const url = route.url.replace(/:[a-zA-Z]+/g, crypto.randomUUID());
      // A body no route accepts: the guard answers first.
      const request = {
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : { nonsense: 1 },
      };
      const guest = await t.app.inject(request);
      expect(guest.statusCode, `${route.method} ${route.url} as a guest`).toBe(401);
      const user = await t.app.inject({ ...request, headers: bearer(accounts.user.token) });
      expect(user.statusCode, `${route.method} ${route.url} as a user`).toBe(403);
      if (route.method !== 'HEAD') expect(user.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('users, as an admin sees them', () => {
  it('are found by name, username or e-mail, in any case, with % taken literally', async () => {
    const search = async (query: string) =>
      adminUsersResponseSchema
        .parse(
          (
            await t.app.inject({
              url: `/api/admin/users?query=${encodeURIComponent(query)}`,
              headers: bearer(accounts.admin.token),
            })
          ).json(),
        )
        .users.map((user) => user.username);
    for (const query of ['GRACE hop', 'Grace_H', 'NAVY.example'])
      expect(await search(query)).toEqual(['grace_h']);
    expect(await search('%')).toEqual([]);
    const all = await search('');
    expect(all).toEqual(expect.arrayContaining(['grace_h', accounts.admin.username]));

    const one = adminUserResponseSchema.parse(
      (
        await t.app.inject({
          url: `/api/admin/users/${accounts.user.id}`,
          headers: bearer(accounts.admin.token),
        })
      ).json(),
    ).user;
    expect(one).toMatchObject({ email: 'grace@navy.example', bannedAt: null, role: 'user' });
  });

  it('can be made admin, which holds on their next request, and is audited', async () => {
    const promoted = await createAccount(t);
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: bearer(promoted.token) })).statusCode,
    ).toBe(403);
    const changed = await patchUser(accounts.admin.token, promoted.id, { role: 'admin' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(userResponseSchema.parse((await whoAmI(t, promoted.token)).json()).user.role).toBe('admin');
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: bearer(promoted.token) })).statusCode,
    ).toBe(200);

    const entries = (await audit(`?userId=${promoted.id}&action=user.role`)).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      admin: { id: accounts.admin.id, username: accounts.admin.username },
      action: 'user.role',
      target: { type: 'user', id: promoted.id, label: promoted.username },
      before: { role: 'user' },
      after: { role: 'admin' },
    });
  });

  it('once banned, are refused on their next request and at sign-in, until unbanned', async () => {
    const banned = await createAccount(t);
    expect((await whoAmI(t, banned.token)).statusCode).toBe(200);
    const ban = await patchUser(accounts.admin.token, banned.id, { banned: true });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(adminUserResponseSchema.parse(ban.json()).user.bannedAt).not.toBeNull();

    expect((await whoAmI(t, banned.token)).statusCode).toBe(401);
    const refused = await login(t, banned.username, banned.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_BANNED', error: 'This account has been banned.' });
    // A wrong password learns nothing about the ban.
    expect((await login(t, banned.username, 'not-the-password-9')).json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });

    expect((await patchUser(accounts.admin.token, banned.id, { banned: false })).statusCode).toBe(200);
    const again = await login(t, banned.username, banned.password);
    expect(again.statusCode, again.body).toBe(200);

    const actions = (await audit(`?userId=${banned.id}`)).entries.map((entry) => entry.action);
    expect(actions).toEqual(['user.unban', 'user.ban']);
  });

  it('get and lose tokens, never going below zero', async () => {
    const holder = await createAccount(t);
    const start = holder.user.tokens ?? 0;
    const granted = await patchUser(accounts.admin.token, holder.id, { tokensDelta: 50 });
    expect(adminUserResponseSchema.parse(granted.json()).user.tokens).toBe(start + 50);
    expect(userResponseSchema.parse((await whoAmI(t, holder.token)).json()).user.tokens).toBe(start + 50);

    const tooMuch = await patchUser(accounts.admin.token, holder.id, { tokensDelta: -(start + 51) });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'TOKENS_BELOW_ZERO' });
    const taken = await patchUser(accounts.admin.token, holder.id, { tokensDelta: -(start + 50) });
    expect(adminUserResponseSchema.parse(taken.json()).user.tokens).toBe(0);

    const entries = (await audit(`?userId=${holder.id}&action=user.tokens`)).entries;
    expect(entries.map((entry) => entry.after)).toEqual([
      { tokens: 0, delta: -(start + 50) },
      { tokens: start + 50, delta: 50 },
    ]);
  });

  it('get their AI review limits back, and the reset is audited', async () => {
    await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'));
    const reviewer = await createAccount(t);
    const limits = async () =>
      (
        await t.app.inject({
          url: '/api/ai/code-review/limits?problemId=add-two',
          headers: bearer(reviewer.token),
        })
      ).json<{ perProblem: number; perDay: number }>();
    const before = await limits();
    for (let i = 0; i < 2; i++) {
      const review = await t.app.inject({
        method: 'POST',
        url: '/api/ai/code-review',
        headers: bearer(reviewer.token),
        payload: { code: 'print(1)\n', language: 'python', problemId: 'add-two' },
      });
      expect(review.statusCode, review.body).toBe(200);
    }
    expect(await limits()).toEqual({ perProblem: before.perProblem - 2, perDay: before.perDay - 2 });

    expect((await patchUser(accounts.admin.token, reviewer.id, { resetAiLimits: true })).statusCode).toBe(
      200,
    );
    expect(await limits()).toEqual(before);
    const [entry] = (await audit(`?userId=${reviewer.id}&action=user.ai-limits`)).entries;
    expect(entry).toMatchObject({ before: { reviewsUsed: 2 }, after: { reviewsUsed: 0 } });
  });

  it('cannot include the admin themself in a ban or a demotion', async () => {
    for (const payload of [{ banned: true }, { role: 'user' }]) {
      const response = await patchUser(accounts.admin.token, accounts.admin.id, payload);
      expect(response.statusCode).toBe(403);
    }
    expect(userResponseSchema.parse((await whoAmI(t, accounts.admin.token)).json()).user.role).toBe('admin');
  });

  it('refuses a change that says nothing, an unknown field and an unknown user', async () => {
    for (const payload of [{}, { banned: true, color: 'red' }, { tokensDelta: 1.5 }]) {
      const response = await patchUser(accounts.admin.token, accounts.user.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const missing = await patchUser(accounts.admin.token, crypto.randomUUID(), { banned: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});

describe('the overview', () => {
  it('counts users, problems, the last 30 days of submissions, and shows the judge and the database', async () => {
    const read = async () =>
      adminOverviewSchema.parse(
        (await t.app.inject({ url: '/api/admin/overview', headers: bearer(accounts.admin.token) })).json(),
      );
    const before = await read();
    expect(before.submissionsPerDay).toHaveLength(30);
    expect(before.submissionsPerDay.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(before.users.total).toBeGreaterThanOrEqual(2);
    expect(before.users.newThisWeek).toBe(before.users.total);
    expect(before.judge).toMatchObject({ unavailableReason: 'judging is off in this test', mode: null });
    expect(before.database.ok).toBe(true);
    expect(before.database.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
    expect(before.redis).toBeNull();

    await createAccount(t);
    // A submission made 40 days ago is outside the chart; one made today is in it.
    const [someone] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    if (!someone) throw new Error('no user to submit as');
    // A problem of its own, whatever earlier tests loaded.
    await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', [
      'overview-extra',
    ]);
    const code = {
      problemId: 'add-two',
      language: 'python' as const,
      code: 'print(1)\n',
      userId: someone.id,
    };
    await t.database.db.insert(submissions).values([
      { ...code, status: 'Accepted' },
      { ...code, status: 'Wrong Answer' },
      { ...code, status: 'Wrong Answer' },
      { ...code, status: 'Accepted', createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) },
    ]);
    const after = await read();
    expect(after.users.total).toBe(before.users.total + 1);
    expect(after.problems.total).toBe(before.problems.total + 1);
    expect(after.submissionsPerDay.at(-1)?.count).toBe((before.submissionsPerDay.at(-1)?.count ?? 0) + 3);
    expect(after.verdicts).toEqual([
      { status: 'Wrong Answer', count: 2 },
      { status: 'Accepted', count: 1 },
    ]);
  });
});

describe("a user's submissions, as an admin sees them", () => {
  it('lists them newest first with their problem; an unknown user is not found', async () => {
    await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', ['sub-view']);
    const someone = await createAccount(t);
    const code = {
      problemId: 'sub-view',
      language: 'python' as const,
      code: 'print(1)\n',
      userId: someone.id,
    };
    await t.database.db.insert(submissions).values([
      { ...code, status: 'Wrong Answer', createdAt: new Date(Date.now() - 60_000) },
      { ...code, status: 'Accepted' },
    ]);
    const read = (id: string) =>
      t.app.inject({
        url: `/api/admin/users/${id}/submissions?limit=5`,
        headers: bearer(accounts.admin.token),
      });
    const listed = listSubmissionsResponseSchema.parse((await read(someone.id)).json());
    expect(listed.submissions.map((s) => [s.problem?.id, s.status])).toEqual([
      ['sub-view', 'Accepted'],
      ['sub-view', 'Wrong Answer'],
    ]);
    expect(listed.pagination.total).toBe(2);
    const missing = await read(crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});
