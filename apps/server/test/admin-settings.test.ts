/**
 * The site's settings (settings/site-settings.ts, docs/product.md#admin-api): an admin reads and replaces
 * them (validated, audited with what changed); each holds on the very next request: the review limits, a
 * hint's cost, a first solve's reward, sign-up closed, a new account's tokens, the default run limits and
 * what GET /api/settings shows.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  auditResponseSchema,
  publicSettingsSchema,
  siteSettingsResponseSchema,
  userResponseSchema,
  type SiteSettings,
} from '@codeconquer/contracts';
import {
  bearer,
  createAccount,
  newAccount,
  postJson,
  register,
  useAccounts,
  whoAmI,
} from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';

const ADMIN_EMAIL = 'settings.admin@example.com';
const t = useTestApp({ judge: true, env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });
const accounts = useAccounts(t, { admin: { email: ADMIN_EMAIL } });

const ADD_TWO = 'a, b = map(int, input().split())\nprint(a + b)\n';

async function putSettings(changes: Partial<SiteSettings>) {
  const current = siteSettingsResponseSchema.parse(
    (await t.app.inject({ url: '/api/admin/settings', headers: bearer(accounts.admin.token) })).json(),
  ).settings;
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: bearer(accounts.admin.token),
    payload: { ...current, ...changes },
  });
}

async function publicSettings() {
  return publicSettingsSchema.parse((await t.app.inject('/api/settings')).json());
}

describe('site settings', () => {
  it('start as the defaults, and GET /api/settings shows what pages need', async () => {
    const response = await t.app.inject({
      url: '/api/admin/settings',
      headers: bearer(accounts.admin.token),
    });
    expect(siteSettingsResponseSchema.parse(response.json()).settings).toEqual(DEFAULT_SITE_SETTINGS);
    expect(await publicSettings()).toMatchObject({
      registrationOpen: true,
      announcement: '',
      hintCosts: { 1: 50, 2: 80 },
    });
  });

  it('refuse a value out of range or a field they do not have, and change nothing', async () => {
    for (const changes of [
      { aiReviewsPerDay: -1 },
      { defaultTimeLimitMs: 50 },
      { announcement: 'x'.repeat(501) },
    ]) {
      const response = await putSettings(changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const unknown = await putSettings({ colour: 'red' } as Partial<SiteSettings>);
    expect(unknown.statusCode).toBe(400);
    expect((await publicSettings()).announcement).toBe('');
  });

  it('hold on the next request: the announcement, the review limit, a hint cost and the audit log', async () => {
    await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'));
    const user = await createAccount(t);
    const limits = () =>
      t.app.inject({ url: '/api/ai/code-review/limits?problemId=add-two', headers: bearer(user.token) });
    expect((await limits()).json()).toMatchObject({ perProblem: 3 });

    const changed = await putSettings({
      aiReviewsPerProblem: 1,
      hintCosts: { 1: 30, 2: 80 },
      announcement: '  Maintenance on Sunday.  ',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(siteSettingsResponseSchema.parse(changed.json()).settings.announcement).toBe(
      'Maintenance on Sunday.',
    );
    expect(await publicSettings()).toMatchObject({
      aiReviewsPerProblem: 1,
      announcement: 'Maintenance on Sunday.',
    });
    expect((await limits()).json()).toMatchObject({ perProblem: 1 });
    const review = () =>
      postJson(
        t,
        '/api/ai/code-review',
        { code: 'print(1)\n', language: 'python', problemId: 'add-two' },
        bearer(user.token),
      );
    expect((await review()).statusCode).toBe(200);
    const refused = await review();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'REVIEW_LIMIT_PROBLEM',
      error: "You've reached the limit of 1 AI review for this question.",
    });

    const tokensBefore = userResponseSchema.parse((await whoAmI(t, user.token)).json()).user.tokens ?? 0;
    const hint = await postJson(
      t,
      '/api/ai/hint',
      { problemId: 'add-two', hintNumber: 1, code: 'print(1)\n', language: 'python' },
      bearer(user.token),
    );
    expect(hint.statusCode, hint.body).toBe(200);
    expect(hint.json()).toMatchObject({ tokens: tokensBefore - 30 });

    const [entry] = auditResponseSchema.parse(
      (
        await t.app.inject({
          url: '/api/admin/audit?action=settings.update',
          headers: bearer(accounts.admin.token),
        })
      ).json(),
    ).entries;
    expect(entry).toMatchObject({
      target: { type: 'settings', id: 'site', label: 'Site settings' },
      before: { aiReviewsPerProblem: 3, hintCosts: { 1: 50, 2: 80 }, announcement: '' },
      after: { aiReviewsPerProblem: 1, hintCosts: { 1: 30, 2: 80 }, announcement: 'Maintenance on Sunday.' },
    });
  });

  it('give new accounts their starting tokens, and a first solve its reward', async () => {
    expect(
      (await putSettings({ startingTokens: 500, firstSolveRewards: { Easy: 7, Medium: 20, Hard: 40 } }))
        .statusCode,
    ).toBe(200);
    const user = await createAccount(t);
    expect(user.user.tokens).toBe(500);
    const submitted = await postJson(
      t,
      '/api/submission',
      { problemId: 'add-two', language: 'python', code: ADD_TWO },
      bearer(user.token),
    );
    expect(submitted.statusCode, submitted.body).toBe(202);
    await expect
      .poll(async () => userResponseSchema.parse((await whoAmI(t, user.token)).json()).user.tokens, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe(507);
  });

  it('close sign-up, which says so, and open it again', async () => {
    expect((await putSettings({ registrationOpen: false })).statusCode).toBe(200);
    const closed = await register(t, newAccount());
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ code: 'REGISTRATION_CLOSED', error: 'Sign-up is closed for now.' });
    expect((await putSettings({ registrationOpen: true })).statusCode).toBe(200);
    expect((await register(t, newAccount())).statusCode).toBe(201);
  });

  it('set the limits of a run without a problem (the online compiler)', async () => {
    expect((await putSettings({ defaultTimeLimitMs: 100 })).statusCode).toBe(200);
    const slow = await postJson(t, '/api/compiler/submit', {
      language: 'python',
      code: 'import time\nwhile True: pass\n',
      input: '',
    });
    expect(slow.statusCode, slow.body).toBe(200);
    expect(slow.json()).toMatchObject({ verdict: 'Time Limit Exceeded' });
    expect((await putSettings({ defaultTimeLimitMs: 2000 })).statusCode).toBe(200);
  });

  it("reach VGuy's help answers: the costs and limits it names are the ones set", async () => {
    const ask = async (message: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/vguy', payload: { message } })).json<{
        reply: string;
      }>().reply;
    const before = siteSettingsResponseSchema.parse(
      (await t.app.inject({ url: '/api/admin/settings', headers: bearer(accounts.admin.token) })).json(),
    ).settings;
    expect((await putSettings({ hintCosts: { 1: 7, 2: 80 }, aiReviewsPerProblem: 2 })).statusCode).toBe(200);
    const hint = await ask('how much does hint 1 cost?');
    expect(hint).toContain('costs 7 tokens');
    expect(hint).not.toContain('{{');
    expect(await ask('how many AI reviews can I request per problem?')).toContain('2 AI reviews per problem');
    expect((await putSettings(before)).statusCode).toBe(200);
  });
});
