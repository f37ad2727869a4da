/**
 * Google sign-in against a real local OpenID provider (oauth2-mock-server): the browser's round trip is
 * replayed with inject() for our server and fetch() for the provider.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server, type MutableRedirectUri, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createAccount, login, mailedCode, newAccount, PASSWORD, whoAmI } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

type Claims = {
  sub: string;
  email: string;
  email_verified: boolean | string;
  name?: string;
  picture?: string;
};

const STATE_COOKIE = 'google_oidc';
/** In ADMIN_EMAILS: someone else registers it first, then its owner signs in with Google. */
const ADMIN_EMAIL = 'owner.admin@example.com';

let provider: OAuth2Server;
let claims: Claims;
let t: TestApp;
const responses: LightMyRequestResponse[] = [];

function uniqueClaims(overrides: Partial<Claims> = {}): Claims {
  const tag = Math.random().toString(36).slice(2, 10);
  return {
    sub: `google-${tag}`,
    email: `g.${tag}@example.com`,
    email_verified: true,
    name: `Google Person ${tag}`,
    picture: 'https://example.com/p.png',
    ...overrides,
  };
}

function location(response: LightMyRequestResponse): string {
  expect(response.statusCode).toBe(302);
  const value = response.headers.location;
  if (typeof value !== 'string') throw new Error('no Location header');
  return value;
}

async function inject(app: TestApp, url: string, cookies: Record<string, string> = {}) {
  const response = await app.app.inject({ method: 'GET', url, cookies });
  responses.push(response);
  return response;
}

/** Starts sign-in: the provider URL and the state cookie our server set. */
async function start(app: TestApp = t): Promise<{ authorizeUrl: URL; stateCookie: string }> {
  const response = await inject(app, '/api/auth/google');
  const authorizeUrl = new URL(location(response));
  const cookie = response.cookies.find((c) => c.name === STATE_COOKIE);
  if (!cookie) throw new Error('no state cookie');
  return { authorizeUrl, stateCookie: cookie.value };
}

/** The provider's answer, as the browser would be sent back to our callback (path and query). */
async function authorize(authorizeUrl: URL): Promise<string> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  return `${back.pathname}${back.search}`;
}

/** A complete sign-in; returns the callback response. */
async function signIn(app: TestApp = t): Promise<LightMyRequestResponse> {
  const { authorizeUrl, stateCookie } = await start(app);
  const callback = await authorize(authorizeUrl);
  return inject(app, callback, { [STATE_COOKIE]: stateCookie });
}

/**
 * The sign-in the callback handed over: a one-time code in a cookie only /auth/callback reads (no session
 * yet, nothing in the address), exchanged by POST /api/auth/handoff as the SPA does; returns the session token.
 */
async function handoffToken(response: LightMyRequestResponse): Promise<string> {
  expect(location(response)).toBe('/auth/callback');
  expect(response.cookies.find((c) => c.name === 'cc_session')).toBeUndefined();
  const handoff = response.cookies.find((c) => c.name === 'auth_handoff');
  expect(handoff).toMatchObject({ path: '/auth/callback', sameSite: 'Lax', maxAge: 60 });
  expect(handoff?.httpOnly).toBeFalsy();
  const exchanged = await t.app.inject({
    method: 'POST',
    url: '/api/auth/handoff',
    payload: { code: handoff?.value ?? '' },
  });
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  const { token } = exchanged.json<{ token: string }>();
  expect(exchanged.cookies.find((c) => c.name === 'cc_session')).toMatchObject({
    value: token,
    httpOnly: true,
  });
  return token;
}

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    // The nonce and audience the provider set stay; the person is whoever the test says.
    Object.assign(token.payload, claims);
  });
  t = await buildTestApp({
    env: {
      RATE_LIMITS: 'off',
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER: provider.issuer.url ?? '',
      ADMIN_EMAILS: ADMIN_EMAIL,
    },
  });
});

afterAll(async () => {
  await t.close();
  await provider.stop();
});

beforeEach(() => {
  claims = uniqueClaims();
});

describe('Google sign-in', () => {
  it('sends the browser to the provider with PKCE, state, nonce and a signed, short-lived state cookie', async () => {
    const response = await inject(t, '/api/auth/google');
    const url = new URL(location(response));
    expect(url.origin + url.pathname).toBe(`${provider.issuer.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'test-client',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${t.config.publicUrl}/api/auth/google/callback`,
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
    const cookie = response.cookies.find((c) => c.name === STATE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google', maxAge: 600 });
    // Signed: the value carries a signature after the payload; the verifier is never in the URL.
    expect(cookie?.value).toMatch(/\.[A-Za-z0-9+/_-]+=*$/);
    expect(response.body).toBe('');
  });

  it('creates a verified, password-less account and hands over a working session', async () => {
    claims = uniqueClaims({ email: 'Mixed.Case+tag@Example.com', name: 'Ada Lovelace' });
    const response = await signIn();
    expect(response.cookies.find((c) => c.name === STATE_COOKIE)?.value).toBe('');
    const token = await handoffToken(response);

    const me = await whoAmI(t, token);
    expect(me.statusCode).toBe(200);
    const user = me.json().user;
    expect(user).toMatchObject({
      email: 'mixed.case+tag@example.com',
      name: 'Ada Lovelace',
      username: 'mixed.casetag',
    });
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      googleSubject: claims.sub,
      isEmailVerified: true,
      passwordHash: null,
      role: 'user',
    });

    // No password: a password sign-in is refused like any wrong password.
    const refused = await login(t, user.email, PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'INVALID_CREDENTIALS', error: 'Invalid credentials.' });
  });

  it('signs the same Google identity into the same account again', async () => {
    const first = await whoAmI(t, await handoffToken(await signIn()));
    const second = await whoAmI(t, await handoffToken(await signIn()));
    expect(second.json().user.id).toBe(first.json().user.id);
  });

  it('links an existing password account with the same e-mail (any case) and keeps its password', async () => {
    const account = await createAccount(t);
    claims = uniqueClaims({ email: account.email.toUpperCase() });
    const me = await whoAmI(t, await handoffToken(await signIn()));
    expect(me.json().user).toMatchObject({
      id: account.id,
      username: account.username,
      email: account.email,
    });
    expect(await userRow(account.id)).toMatchObject({ googleSubject: claims.sub, isEmailVerified: true });
    expect((await login(t, account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('behaves as a verified code would: a sign-up someone else left waiting for the address makes nothing', async () => {
    const attacker = newAccount({ email: ADMIN_EMAIL });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...attacker, confirmPassword: attacker.password },
    });
    expect(registered.statusCode).toBe(201);
    claims = uniqueClaims({ email: ADMIN_EMAIL });
    const me = await whoAmI(t, await handoffToken(await signIn()));
    const row = await userRow(me.json().user.id);
    // The owner proved the address through Google: theirs is the account, with the admin role, and no
    // password of anyone's; the attacker's waiting sign-up is gone (its code and token make nothing).
    expect(row).toMatchObject({
      email: ADMIN_EMAIL,
      isEmailVerified: true,
      passwordHash: null,
      role: 'admin',
    });
    expect((await login(t, ADMIN_EMAIL, attacker.password)).json().code).toBe('INVALID_CREDENTIALS');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: {
        email: ADMIN_EMAIL,
        otp: mailedCode(t, ADMIN_EMAIL),
        registrationToken: registered.json().registrationToken,
      },
    });
    expect(verified.json().code).toBe('REGISTRATION_NOT_FOUND');
  });

  it('makes the username unique and valid', async () => {
    const taken = await createAccount(t, { username: 'shared.name' });
    claims = uniqueClaims({ email: 'shared.name@elsewhere.example' });
    const first = (await whoAmI(t, await handoffToken(await signIn()))).json().user;
    claims = uniqueClaims({ email: 'SHARED.NAME@third.example' });
    const second = (await whoAmI(t, await handoffToken(await signIn()))).json().user;
    expect(new Set([taken.username, first.username, second.username]).size).toBe(3);
    expect(first.username).toBe('shared.name1');
    expect(second.username).toBe('shared.name2');

    claims = uniqueClaims({ email: 'x@short.example', name: '   ' });
    const short = (await whoAmI(t, await handoffToken(await signIn()))).json().user;
    expect(short.username).toMatch(/^x\d{2}$/);
    expect(short.name).toBe('x');
  });

  it('refuses an e-mail the provider has not verified', async () => {
    claims = uniqueClaims({ email_verified: false });
    const response = await signIn();
    expect(location(response)).toBe('/auth/callback?error=email_not_verified');
    expect(response.cookies.find((c) => c.name === 'auth_handoff')).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, claims.email));
    expect(row).toBeUndefined();
  });

  it('refuses a missing, tampered or foreign state cookie', async () => {
    const { authorizeUrl, stateCookie } = await start();
    const callback = await authorize(authorizeUrl);
    const tampered = stateCookie.replace(/^./, (c) => (c === 'e' ? 'f' : 'e'));
    const other = await start();
    const attempts: Record<string, string>[] = [
      {},
      { [STATE_COOKIE]: tampered },
      { [STATE_COOKIE]: 'not-signed' },
    ];
    for (const cookies of attempts) {
      const response = await inject(t, callback, cookies);
      expect(location(response)).toBe('/auth/callback?error=invalid_state');
      expect(response.cookies.find((c) => c.name === 'auth_handoff')).toBeUndefined();
    }
    // A validly signed cookie from another sign-in does not match this answer's state.
    const mismatched = await inject(t, callback, { [STATE_COOKIE]: other.stateCookie });
    expect(location(mismatched)).toBe('/auth/callback?error=google_failed');
  });

  it('reports a refusal at the provider (access_denied) as google_failed', async () => {
    provider.service.once('beforeAuthorizeRedirect', (redirect: MutableRedirectUri) => {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
    const response = await signIn();
    expect(location(response)).toBe('/auth/callback?error=google_failed');
    expect(response.cookies.find((c) => c.name === 'auth_handoff')).toBeUndefined();
  });

  it('refuses a code that is replayed', async () => {
    const { authorizeUrl, stateCookie } = await start();
    const callback = await authorize(authorizeUrl);
    await handoffToken(await inject(t, callback, { [STATE_COOKIE]: stateCookie }));
    const replay = await inject(t, callback, { [STATE_COOKIE]: stateCookie });
    expect(location(replay)).toBe('/auth/callback?error=google_failed');
  });

  it('never puts a session token, or the hand-over code, in an address or a body of the redirects', () => {
    expect(responses.length).toBeGreaterThan(10);
    for (const response of responses) {
      expect(response.body).toBe('');
      expect(response.cookies.find((c) => c.name === 'cc_session')).toBeUndefined();
      const code = response.cookies.find((c) => c.name === 'auth_handoff')?.value;
      if (code) expect(response.headers.location).not.toContain(code);
      expect(String(response.headers.location ?? '')).not.toMatch(/token=|code=[\w-]{20,}/);
    }
  });
});

describe('Google sign-in when it cannot run', () => {
  it('sends the browser back to /login when Google is not configured', async () => {
    const plain = await buildTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(location(response)).toBe('/login?error=google_not_configured');
      expect(response.cookies).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('reports an unreachable provider as google_unavailable', async () => {
    const down = new OAuth2Server();
    await down.issuer.keys.generate('RS256');
    await down.start(0, '127.0.0.1');
    const issuer = down.issuer.url ?? '';
    await down.stop();
    const app = await buildTestApp({
      env: { GOOGLE_CLIENT_ID: 'test-client', GOOGLE_CLIENT_SECRET: 'test-secret', GOOGLE_ISSUER: issuer },
    });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(location(response)).toBe('/auth/callback?error=google_unavailable');
      expect(response.cookies).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
