/**
 * Cross-site writes (http/cross-site.ts): a write a page of another site makes in a signed-in browser, which
 * carries the session cookie along, is refused with 403 CROSS_SITE_REQUEST before it does anything. Our own
 * pages (by the address the request was sent to or by PUBLIC_URL), the Vite dev server's proxy and clients
 * that are no browser keep working.
 */
import { describe, expect, it } from 'vitest';
import { bearer, login, useAccounts } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';

const PUBLIC_ORIGIN = 'https://codeconquer.example';
const EVIL = 'https://evil.example';
const REFUSED = {
  code: 'CROSS_SITE_REQUEST',
  error: 'This request came from another website, so it was refused. Open CodeConquer itself and try again.',
};

describe('writes from another site', () => {
  const t = useTestApp({ env: { RATE_LIMITS: 'off', PUBLIC_URL: PUBLIC_ORIGIN } });
  const accounts = useAccounts(t, { alice: {} });

  /** A fresh session of alice's held only as the browser holds it: the httpOnly cookie. */
  async function cookieOfAlice(): Promise<string> {
    const response = await login(t, accounts.alice.email, accounts.alice.password);
    const cookie = response.cookies.find((c) => c.name === 'cc_session');
    if (!cookie) throw new Error('no session cookie');
    return `cc_session=${cookie.value}`;
  }

  const editBio = (bio: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${accounts.alice.id}`, payload: { bio }, headers });
  const bioNow = async () =>
    (await t.app.inject({ url: '/api/auth/verify', headers: bearer(accounts.alice.token) })).json().user.bio;

  it('refuses a cookie-authenticated write whose Origin is another site, and changes nothing', async () => {
    const cookie = await cookieOfAlice();
    const before = await bioNow();
    const response = await editBio('pwned', { cookie, origin: EVIL });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(await bioNow()).toBe(before);
  });

  it('refuses it by Sec-Fetch-Site when the browser sent no Origin, and an opaque "null" Origin', async () => {
    const cookie = await cookieOfAlice();
    const attempts: Record<string, string>[] = [
      { cookie, 'sec-fetch-site': 'cross-site' },
      { cookie, origin: 'null' },
    ];
    for (const headers of attempts) {
      const response = await editBio('pwned', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CROSS_SITE_REQUEST');
    }
    expect(await bioNow()).not.toBe('pwned');
  });

  it('refuses another site’s sign-out, and its sign-in with the attacker’s password (login CSRF)', async () => {
    const cookie = await cookieOfAlice();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: EVIL },
    });
    expect(logout.statusCode).toBe(403);
    // The session the cookie holds still works.
    expect((await t.app.inject({ url: '/api/auth/verify', headers: { cookie } })).statusCode).toBe(200);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: accounts.alice.email, password: accounts.alice.password },
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.cookies.find((c) => c.name === 'cc_session')).toBeUndefined();
  });

  it('lets another site read (GET changes nothing)', async () => {
    const cookie = await cookieOfAlice();
    const response = await t.app.inject({
      url: '/api/auth/verify',
      headers: { cookie, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts our own pages: the origin the request was sent to, and PUBLIC_URL’s', async () => {
    const cookie = await cookieOfAlice();
    // inject() sends `Host: localhost:80`, so the page's own origin is http://localhost.
    expect((await editBio('same origin', { cookie, origin: 'http://localhost' })).statusCode).toBe(200);
    expect(await bioNow()).toBe('same origin');
    const viaPublicUrl = await editBio('public url', {
      cookie,
      origin: PUBLIC_ORIGIN,
      'sec-fetch-site': 'same-origin',
    });
    expect(viaPublicUrl.statusCode).toBe(200);
    expect(await bioNow()).toBe('public url');
  });

  it('accepts the Vite dev server on :5173, whose proxy keeps the page’s Host', async () => {
    const cookie = await cookieOfAlice();
    const response = await editBio('from vite', {
      cookie,
      host: 'localhost:5173',
      origin: 'http://localhost:5173',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a sibling origin on the same host (another port is another origin)', async () => {
    const cookie = await cookieOfAlice();
    const response = await editBio('other port', { cookie, origin: 'http://localhost:8080' });
    expect(response.statusCode).toBe(403);
  });

  it('accepts clients that are no browser: a bearer token, or a cookie, without Origin or Sec-Fetch-Site', async () => {
    expect((await editBio('curl bearer', bearer(accounts.alice.token))).statusCode).toBe(200);
    expect((await editBio('curl cookie', { cookie: await cookieOfAlice() })).statusCode).toBe(200);
    expect(await bioNow()).toBe('curl cookie');
  });
});

describe('writes behind a reverse proxy (TRUST_PROXY)', () => {
  const t = useTestApp({ env: { RATE_LIMITS: 'off', TRUST_PROXY: 'true' } });
  const accounts = useAccounts(t, { bob: {} });

  it('takes the origin the browser used from X-Forwarded-Host and -Proto', async () => {
    const put = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${accounts.bob.id}`,
        payload: { bio: 'proxied' },
        headers: { ...bearer(accounts.bob.token), ...headers },
      });
    const proxied = {
      host: '127.0.0.1:3001',
      'x-forwarded-host': 'cc.example',
      'x-forwarded-proto': 'https',
    };
    expect((await put({ ...proxied, origin: 'https://cc.example' })).statusCode).toBe(200);
    expect((await put({ ...proxied, origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});
