import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  createGoogleOnlyAccount,
  login,
  newAccount,
  PASSWORD,
  postJson,
  register,
  whoAmI,
} from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { expectValidationFailed } from './helpers/validation';

const INVALID = { code: 'INVALID_CREDENTIALS', error: 'Invalid credentials.' };

describe('sign-in, session and sign-out', () => {
  const t = useTestApp({ env: { RATE_LIMITS: 'off' } });

  it('signs in by e-mail in any case and by username in any case, returning a token and the user', async () => {
    const account = await createAccount(t);
    for (const identifier of [
      account.email,
      account.email.toUpperCase(),
      account.username,
      account.username.toUpperCase(),
    ]) {
      const response = await login(t, identifier, PASSWORD);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.token).toEqual(expect.any(String));
      expect(body.user).toMatchObject({ id: account.id, email: account.email, username: account.username });
      expect((await whoAmI(t, body.token)).json().user.id).toBe(account.id);
    }
  });

  it('accepts the username in a `username` field, as API clients send it', async () => {
    const account = await createAccount(t);
    const response = await postJson(t, '/api/auth/login', { username: account.username, password: PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('sets an httpOnly session cookie that authenticates on its own', async () => {
    const account = await createAccount(t);
    const response = await login(t, account.email, PASSWORD);
    const cookie = response.cookies.find((c) => c.name === 'cc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      cookies: { cc_session: cookie?.value ?? '' },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: account.id, email: account.email });
  });

  it('answers a wrong password and an unknown account identically with 401 INVALID_CREDENTIALS', async () => {
    const account = await createAccount(t);
    const wrong = await login(t, account.email, 'not-the-password');
    const unknown = await login(t, 'nobody@example.com', PASSWORD);
    const unknownName = await login(t, 'nobody_here', PASSWORD);
    for (const response of [wrong, unknown, unknownName]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    }
  });

  it('spends about as long on an unknown account as on a wrong password (a dummy hash is checked)', async () => {
    const account = await createAccount(t);
    const median = async (identifier: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const start = performance.now();
        await login(t, identifier, 'not-the-password');
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    await median('warm-up@example.com');
    const known = await median(account.email);
    const unknown = await median('nobody-at-all@example.com');
    // Without the dummy hash an unknown account answers in a fraction of a millisecond of hashing.
    expect(unknown).toBeGreaterThan(known * 0.3);
  });

  it('tells only the right password that the e-mail is not verified (403 with the verification offer)', async () => {
    const details = newAccount();
    await register(t, details);
    const right = await login(t, details.username, details.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      error: 'Your email is not verified.',
      unverified: true,
      email: details.email,
      registrationToken: expect.any(String),
    });
    const wrong = await login(t, details.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);
  });

  it('refuses a password sign-in to a Google-only account', async () => {
    const account = await createGoogleOnlyAccount(t);
    const response = await login(t, account.email, PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it.each([
    ['no identifier', { password: PASSWORD }, 'email', 'Email or username is required'],
    ['blank identifier', { email: '   ', password: PASSWORD }, 'email', 'Email or username is required'],
    ['empty password', { email: 'a@example.com', password: '' }, 'password', 'Password is required'],
    ['no password', { email: 'a@example.com' }, 'password', 'Password is required'],
  ])('validates: %s', async (_label, body, path, message) => {
    expectValidationFailed(await postJson(t, '/api/auth/login', body), message, path);
  });

  it('answers GET /auth/verify without a live session with 401 UNAUTHENTICATED', async () => {
    for (const headers of [
      {},
      bearer('not-a-real-token'),
      bearer('x'.repeat(300)),
      { authorization: 'Basic abc' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', error: 'Please sign in to continue.' });
    }
  });

  it('signs out: the token stops working, the cookie is cleared, other sessions live on', async () => {
    const account = await createAccount(t);
    const other = (await login(t, account.email, PASSWORD)).json().token as string;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(account.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out successfully.' });
    const cleared = response.cookies.find((c) => c.name === 'cc_session');
    expect(cleared?.value).toBe('');
    expect((await whoAmI(t, account.token)).statusCode).toBe(401);
    expect((await whoAmI(t, other)).statusCode).toBe(200);
  });

  it('signs out a guest or a stale token with 200 too', async () => {
    for (const headers of [{}, bearer('stale-token')]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(response.statusCode).toBe(200);
    }
  });

  it('lists the sign-in providers (Google is off without its configuration)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ google: false });
  });
});
