/** The app shell: theme persistence, the 404 page, and what guests see. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signOutThroughUi, signUpThroughUi } from './support/accounts';
import { useLiveApp } from './support/live-app';

const app = useLiveApp();

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('app shell', () => {
  it('starts light, switches to dark with the toggle, and stays dark after a reload', async () => {
    const page = await app.page();
    await page.goto('/problems');
    expect(await isDark(page)).toBe(false);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await isDark(page)).toBe(true);

    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await isDark(page)).toBe(true);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect(await isDark(page)).toBe(false);
  });

  it("preloads the first screen's files from the page itself, and fetches each file once", async () => {
    // As sent: the server adds the screen's files (http/shell-pages.ts) from the build's list.
    const html = await (await fetch(`${app.server.url}/problems`)).text();
    const preloaded = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded.some((href) => /\/assets\/problems-page-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect(preloaded.some((href) => href?.endsWith('.css'))).toBe(true);

    const page = await app.page();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/'))
        fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/problems');
    await page.getByRole('heading', { name: 'Problems', level: 1 }).waitFor();
    // Every preloaded file is used by the page and none is asked for twice: a link whose mode differs
    // from the import's (crossorigin) would make the browser download the file again.
    for (const href of preloaded) expect(fetched, href).toContain(href);
    const twice = fetched.filter((file, index) => fetched.indexOf(file) !== index);
    expect(twice).toEqual([]);
  });

  it("paints a returning user's dashboard greeting before the app's code, and forgets it at sign-out", async () => {
    const page = await app.page();
    const account = newAccount('greet');
    await signUpThroughUi(page, app.server.dataDir, account);
    await page.getByRole('heading', { name: `Welcome, ${account.name}!`, level: 1 }).waitFor();

    // Only index.html and theme-init.js run here: the greeting the dashboard kept, in the boot shell.
    await page.route('**/assets/**', (route) => route.abort());
    await page.reload();
    const bootGreeting = page.locator('#boot-greeting');
    await expect.poll(() => bootGreeting.textContent()).toBe(`Welcome back, ${account.name}!`);
    expect(await bootGreeting.isVisible()).toBe(true);
    expect(await page.getByText('Solve problems in C, C++, Java and Python').first().isVisible()).toBe(false);
    // Another page's boot shell keeps its product line.
    await page.goto('/problems');
    expect(await bootGreeting.isVisible()).toBe(false);

    await page.unroute('**/assets/**');
    await page.goto('/dashboard');
    // Within its first minute the account is still greeted 'Welcome': either way, the app's heading.
    await page.getByRole('heading', { name: account.name, level: 1 }).waitFor();
    await signOutThroughUi(page);
    expect(await page.evaluate(() => localStorage.getItem('dashboardGreeting'))).toBeNull();
  });

  it('shows a guest the 404 page on an unknown path, with a way home', async () => {
    const page = await app.page();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: 'Page does not exist' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${app.server.url}/`);
    await expect.poll(() => page.getByRole('heading', { name: 'Code. Compete. Conquer.' }).count()).toBe(1);
  });

  it('sends a guest who opens a protected page to /login', async () => {
    const page = await app.page();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome Back' }).count()).toBe(1);
  });

  it('shows guests the Guest Mode card and the leaderboard behind its overlay', async () => {
    const page = await app.page();
    await page.goto('/leaderboard');
    await expect.poll(() => page.getByText('Guest Mode').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Join the Competition').count()).toBe(1);
  });
});
