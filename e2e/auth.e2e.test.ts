/**
 * The newcomer's path: sign up, verify with the e-mailed code, see the welcome, sign out, and be brought
 * back to a protected page after signing in again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signInThroughUi, signUpThroughUi } from './support/accounts';
import { useLiveApp } from './support/live-app';

const app = useLiveApp();

async function logout(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

describe('sign up, sign out, come back', () => {
  it('greets a brand-new user, then returns them to the protected page they asked for', async () => {
    const account = newAccount('newbie');
    const page = await app.page();

    await signUpThroughUi(page, app.server.dataDir, account);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe(`Welcome, ${account.name}!`);

    await logout(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The route table's /dashboard/mysubmissions is the page's old spelling: it leads to /submissions.
    await page.goto('/dashboard/mysubmissions?page=2');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText("You'll be redirected to: /submissions?page=2").count()).toBe(1);

    await signInThroughUi(page, account.username, account.password);
    await page.waitForURL((url) => url.pathname === '/submissions' && url.search === '?page=2');
    await expect.poll(() => page.getByRole('heading', { name: 'My Submissions' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
  });

  it('keeps a signed-in user signed in across a reload and sends them away from /login', async () => {
    const account = newAccount('reload');
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, account);

    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'User menu' }).count()).toBe(1);
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
  });

  it("refuses wrong credentials with 'Invalid credentials.'", async () => {
    const page = await app.page();
    await page.goto('/login');
    await signInThroughUi(page, 'nobody@example.com', 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid credentials.');
    expect(page.url()).toMatch(/\/login$/);
  });
});
