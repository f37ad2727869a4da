/**
 * "Continue with Google" in the browser, against a real local OpenID Connect provider
 * (oauth2-mock-server): the provider's page, the callback, the one-time code's hand-over and the dashboard;
 * a browser signed in to another account is asked before it switches, and no address hands a session over.
 */
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let provider: OAuth2Server;
let server: RunningServer;
let unconfigured: RunningServer;
let browser: Browser;
const claims = {
  sub: 'google-user-1',
  email: 'grace@example.com',
  email_verified: true,
  name: 'Grace Hopper',
};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, claims);
  });
  // One at a time: if a later one fails, afterAll still stops the earlier ones.
  server = await startServer({
    GOOGLE_CLIENT_ID: 'e2e-client',
    GOOGLE_CLIENT_SECRET: 'e2e-secret',
    GOOGLE_ISSUER: provider.issuer.url ?? '',
  });
  unconfigured = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), unconfigured?.stop()]);
  await provider?.stop();
});

describe('Google sign-in', () => {
  it('signs a new user in and returns to the page they wanted', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/submissions');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL('**/submissions');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect.poll(() => page.getByText('@grace').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/.{20,}/);
    // No cookie the page can read is left, and no address the browser went through held a token or code.
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(page.url()).not.toMatch(/token|code/);
  });

  it('never takes a session from the address: /dashboard?token=… neither signs a browser in nor switches it', async () => {
    const grace = await newPage(browser, server.url);
    await grace.goto('/login');
    await grace.getByRole('button', { name: 'Continue with Google' }).click();
    await grace.waitForURL('**/dashboard');
    const graceToken = await grace.evaluate(() => localStorage.getItem('token'));
    expect(graceToken).toMatch(/.{20,}/);

    const page = await newPage(browser, server.url);
    const account = newAccount('linked');
    await signUpThroughUi(page, server.dataDir, account);
    const ownToken = await page.evaluate(() => localStorage.getItem('token'));
    await page.goto(`/dashboard?token=${graceToken}`);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect.poll(() => page.getByText(`@${account.username}`).count()).toBe(1);
    expect(await page.getByText('@grace').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(ownToken);

    const signedOut = await newPage(browser, server.url);
    await signedOut.goto(`/dashboard?token=${graceToken}`);
    await signedOut.waitForURL('**/login');
    expect(await signedOut.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('asks a browser signed in to another account before Google signs it in: stay, or switch', async () => {
    const page = await newPage(browser, server.url);
    const account = newAccount('asked');
    await signUpThroughUi(page, server.dataDir, account);
    const ownToken = await page.evaluate(() => localStorage.getItem('token'));

    // Another site can send a signed-in browser through the Google round trip.
    await page.goto('/api/auth/google');
    await page.waitForURL('**/auth/callback');
    await expect.poll(() => page.getByRole('heading', { name: 'Switch accounts?' }).count()).toBe(1);
    const question = `You are signed in as ${account.name} (@${account.username}). Switch to Grace Hopper (@grace)?`;
    expect(await page.getByText(question).count()).toBe(1);
    await page.getByRole('button', { name: `Stay as @${account.username}` }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect.poll(() => page.getByText(`@${account.username}`).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(ownToken);

    await page.goto('/api/auth/google');
    await page.getByRole('button', { name: 'Switch to @grace' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect.poll(() => page.getByText('@grace').count()).toBe(1);
    // The session the browser left is over.
    const status = await page.evaluate(
      (token) =>
        fetch('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status),
      ownToken,
    );
    expect(status).toBe(401);
  });

  it('shows the error screen and returns to /login when the sign-in fails', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/auth/callback?error=google_failed');
    await expect.poll(() => page.getByRole('heading', { name: 'Authentication Error' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Authentication failed. Please try again.').count()).toBe(1);
    await page.waitForURL('**/login', { timeout: 10_000 });
  });

  it('says why when sign-up is closed, instead of the generic failure', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/auth/callback?error=registration_closed');
    await expect.poll(() => page.getByText('Sign-up is closed for now.').count()).toBe(1);
    expect(await page.getByText('Authentication failed. Please try again.').count()).toBe(0);
  });

  it('explains that Google sign-in is not configured on a server without credentials', async () => {
    const page = await newPage(browser, unconfigured.url);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect
      .poll(() => page.getByText('Google sign-in is not configured on this server.').count())
      .toBe(1);
    expect(page.url()).toMatch(/\/login$/);
  });
});
