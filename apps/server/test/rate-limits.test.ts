/** The account calls are rate limited per address (sign-in per address and account); RATE_LIMITS=off lifts it. */
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createAccount, PASSWORD } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';

const LIMITED = { code: 'RATE_LIMITED', error: 'Too many requests. Please slow down and try again shortly.' };

describe('rate limits', () => {
  const t = useTestApp();

  const post = (url: string, payload: object, remoteAddress = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
  const repeat = async (times: number, send: () => Promise<LightMyRequestResponse>) => {
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < times; i += 1) responses.push(await send());
    return responses;
  };

  const expectLimited = (response: LightMyRequestResponse | undefined) => {
    expect(response?.statusCode).toBe(429);
    expect(response?.json()).toEqual(LIMITED);
    expect(Number(response?.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('allows each user 10 clarification questions and 5 virtual starts a minute', async () => {
    const alice = await createAccount(t);
    const contest = '00000000-0000-4000-8000-000000000000';
    const send = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(alice.token), ...(payload ? { payload } : {}) });
    const asks = await repeat(11, () =>
      send(`/api/contests/${contest}/clarifications`, { question: 'Why?' }),
    );
    // No such contest: every counted request answers 404, the 11th is refused first.
    expect(statuses(asks.slice(0, 10))).toEqual(Array(10).fill(404));
    expectLimited(asks[10]);
    const starts = await repeat(6, () => send(`/api/contests/${contest}/virtual`));
    expect(statuses(starts.slice(0, 5))).toEqual(Array(5).fill(404));
    expectLimited(starts[5]);
  });

  it('allows each user 20 submissions and 30 runs a minute, counted per user, not per address', async () => {
    const [alice, bob] = [await createAccount(t), await createAccount(t)];
    const send = (url: string, token: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: bearer(token), remoteAddress: '203.0.113.9' });
    const submission = { problemId: 'add-two', language: 'python', code: 'print(1)' };
    const submits = await repeat(21, () => send('/api/submission', alice.token, submission));
    // This test app has judging off: every accepted request answers 503, the 21st is refused first.
    expect(statuses(submits.slice(0, 20))).toEqual(Array(20).fill(503));
    expectLimited(submits[20]);
    expect((await send('/api/submission', bob.token, submission)).statusCode).toBe(503);
    const run = { language: 'python', code: 'print(1)', input: '' };
    const runs = await repeat(31, () => send('/api/problem/execute-custom', alice.token, run));
    expect(statuses(runs.slice(0, 30))).toEqual(Array(30).fill(503));
    expectLimited(runs[30]);
  });

  it('allows 10 sign-in attempts a minute per address and account, then answers 429 RATE_LIMITED', async () => {
    const attempt = (identifier: string, address?: string) =>
      post('/api/auth/login', { email: identifier, password: 'wrong-password' }, address);
    const responses = await repeat(11, () => attempt('target@example.com'));
    expect(statuses(responses.slice(0, 10))).toEqual(Array(10).fill(401));
    expectLimited(responses[10]);
    // The same account in other letter case counts as the same account.
    expectLimited(await attempt('TARGET@example.com'));
    // Another account from the same address still gets through; this account has used up its failures
    // for every address (below).
    expect((await attempt('someone-else@example.com')).statusCode).toBe(401);
    expect((await attempt('target@example.com', '198.51.100.7')).json().code).toBe(
      'TOO_MANY_SIGN_IN_FAILURES',
    );
  });

  it('stops one address spraying a password over many accounts after 30 failures', async () => {
    const sprayer = '192.0.2.66';
    const victim = await createAccount(t);
    const tries = await repeat(30, async () =>
      post(
        '/api/auth/login',
        { email: `spray.${Math.random()}@example.com`, password: 'Summer2026!' },
        sprayer,
      ),
    );
    expect(statuses(tries)).toEqual(Array(30).fill(401));
    // Even the right password of a real account is refused from that address now, with a wait.
    const refused = await post('/api/auth/login', { email: victim.email, password: PASSWORD }, sprayer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_SIGN_IN_FAILURES',
      retryAfter: expect.any(Number),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other people are not affected.
    expect(
      (await post('/api/auth/login', { email: victim.email, password: PASSWORD }, '192.0.2.67')).statusCode,
    ).toBe(200);
  });

  it('stops guesses at one account shared out over many addresses after 10 failures, by e-mail or username', async () => {
    const target = await createAccount(t);
    const guesses = await repeat(10, async () => {
      const address = `198.18.0.${Math.floor(Math.random() * 250) + 1}`;
      const name = Math.random() < 0.5 ? target.email : target.username;
      return post('/api/auth/login', { email: name, password: `guess-${Math.random()}` }, address);
    });
    expect(statuses(guesses)).toEqual(Array(10).fill(401));
    const refused = await post(
      '/api/auth/login',
      { email: target.username, password: PASSWORD },
      '198.18.1.1',
    );
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_SIGN_IN_FAILURES' });
  });

  it.each([
    ['register', '/api/auth/register', 5, { name: 'x' }],
    ['send-otp', '/api/auth/send-otp', 5, { email: 'not-an-email' }],
    ['verify-otp', '/api/auth/verify-otp', 10, { email: 'a@example.com', otp: 'bad' }],
    ['reset-password', '/api/auth/reset-password', 5, { email: 'a@example.com' }],
  ])('allows %s %i times a minute per address', async (_name, url, max, body) => {
    // Each route keeps its own counters, so one address serves every case.
    const responses = await repeat(max + 1, () => post(url, body, '192.0.2.10'));
    expect(statuses(responses.slice(0, max)).every((s) => s === 400)).toBe(true);
    expectLimited(responses[max]);
    expect((await post(url, body, '192.0.2.250')).statusCode).toBe(400);
  });
});

describe('rate limits switched off (RATE_LIMITS=off)', () => {
  const t = useTestApp({ env: { RATE_LIMITS: 'off' } });

  it('never answers 429 RATE_LIMITED', async () => {
    for (let i = 0; i < 15; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'x' },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the admin panel’s previews', () => {
  const ADMIN_EMAIL = 'preview.admin@example.com';
  const t = useTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });

  it('render 60 a minute per admin each, then answer 429 RATE_LIMITED', async () => {
    const admin = await createAccount(t, { email: ADMIN_EMAIL });
    const send = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: bearer(admin.token) });
    for (const [url, payload] of [
      ['/api/admin/statement/preview', { content: [{ type: 'text', value: '*x*' }] }],
      ['/api/admin/markdown/preview', { body: '*x*' }],
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i < 60; i += 1) statuses.push((await send(url, payload)).statusCode);
      expect(statuses, url).toEqual(Array(60).fill(200));
      const refused = await send(url, payload);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
  });
});
