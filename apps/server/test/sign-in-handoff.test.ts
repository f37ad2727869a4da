/**
 * Handing a sign-in to the web app (accounts/sign-in-handoff.ts, POST /api/auth/handoff): a one-time code,
 * stored only as its HMAC, good once and for 60 s, exchanged by POST for a session; a browser signed in to
 * another account is asked before it is switched. (Google's callback issuing the code: google-auth.test.ts.)
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueHandoff } from '../src/accounts/sign-in-handoff';
import { signInHandoffs } from '../src/db/schema';
import { bearer, login, useAccounts, whoAmI } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';

describe('POST /api/auth/handoff', () => {
  const t = useTestApp({ env: { RATE_LIMITS: 'off' } });
  const accounts = useAccounts(t, { alice: {}, mallory: {} });

  const exchange = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/handoff', payload, headers });
  const codeFor = (userId: string) => issueHandoff(t.app.ctx, userId);

  it('exchanges a code for a session of its account, once', async () => {
    const code = await codeFor(accounts.alice.id);
    const first = await exchange({ code });
    expect(first.statusCode, first.body).toBe(200);
    const { token, user } = first.json();
    expect(user).toMatchObject({ id: accounts.alice.id, username: accounts.alice.username });
    expect(first.cookies.find((c) => c.name === 'cc_session')).toMatchObject({
      value: token,
      httpOnly: true,
    });
    expect((await whoAmI(t, token)).json().user.id).toBe(accounts.alice.id);

    const again = await exchange({ code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'HANDOFF_INVALID',
      error: 'This sign-in has expired or was already used. Please sign in again.',
    });
  });

  it('keeps only an HMAC of the code, and lets it live 60 s', async () => {
    const code = await codeFor(accounts.alice.id);
    const rows = await t.database.db
      .select()
      .from(signInHandoffs)
      .where(eq(signInHandoffs.userId, accounts.alice.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toContain(code);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60_000);
    }
    expect(code).toMatch(/^[\w-]{43}$/);

    t.clock.advance(61_000);
    expect((await exchange({ code })).json().code).toBe('HANDOFF_INVALID');
  });

  it('refuses codes it never made, of any shape', async () => {
    for (const code of ['x', 'a'.repeat(43), 'a'.repeat(200)])
      expect((await exchange({ code })).json().code).toBe('HANDOFF_INVALID');
    expect((await exchange({})).statusCode).toBe(400);
  });

  it('never switches a signed-in browser to another account without asking (login CSRF)', async () => {
    // Mallory's code, planted in Alice's signed-in browser.
    const signedIn = await login(t, accounts.alice.email, accounts.alice.password);
    const aliceToken = signedIn.json().token as string;
    const code = await codeFor(accounts.mallory.id);

    const asked = await exchange({ code }, bearer(aliceToken));
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      code: 'SWITCH_NOT_CONFIRMED',
      error: 'This browser is signed in to another account. Confirm to switch accounts.',
      signedInAs: { name: accounts.alice.name, username: accounts.alice.username },
      switchTo: { name: accounts.mallory.name, username: accounts.mallory.username },
    });
    expect(asked.cookies.find((c) => c.name === 'cc_session')).toBeUndefined();
    // Still Alice, by token and by cookie.
    expect((await whoAmI(t, aliceToken)).json().user.id).toBe(accounts.alice.id);
    const byCookie = await exchange({ code }, { cookie: `cc_session=${aliceToken}` });
    expect(byCookie.json().code).toBe('SWITCH_NOT_CONFIRMED');

    // Confirmed, the code (not used by the question) switches, and Alice's session in this browser ends.
    const switched = await exchange({ code, switchAccount: true }, bearer(aliceToken));
    expect(switched.statusCode).toBe(200);
    expect(switched.json().user.id).toBe(accounts.mallory.id);
    expect((await whoAmI(t, aliceToken)).statusCode).toBe(401);
  });

  it('asks nothing when the code is for the account the browser is signed in to already', async () => {
    const token = (await login(t, accounts.alice.email, accounts.alice.password)).json().token as string;
    const response = await exchange({ code: await codeFor(accounts.alice.id) }, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(accounts.alice.id);
    expect((await whoAmI(t, token)).statusCode).toBe(200);
  });

  it('is refused from another site like every write', async () => {
    const code = await codeFor(accounts.alice.id);
    const response = await exchange({ code }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_SITE_REQUEST');
    // The refused request did not use the code up.
    expect((await exchange({ code })).statusCode).toBe(200);
  });
});
