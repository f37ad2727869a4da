/**
 * What a new user meets first, each once broken: dashboard links to problems that exist; signing out
 * forgets the path to return to; a brand-new user is welcomed (not "welcomed back") even when the code was
 * typed late; the token balance follows a first-solve reward; the problem filters share one row on a
 * desktop; toasts and VGuy's button cover no control of the solve editor; one URL per page, highlighted
 * in both the top bar and the sidebar; compressed, long-cached assets and no public source maps.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  newAccount,
  signOutThroughUi,
  signUpThroughUi,
  type TestAccount,
  submitSignupForm,
} from './support/accounts';
import { CPP_ADD_TWO, openEditor, writeCode } from './support/editor';
import { boxOf, overlaps, settledBox, visibleBoxes, type Box } from './support/geometry';
import { useLiveApp } from './support/live-app';
import { waitForCode } from './support/outbox';

const app = useLiveApp();

async function signUp(page: Page, prefix: string): Promise<TestAccount> {
  const account = newAccount(prefix);
  await signUpThroughUi(page, app.server.dataDir, account);
  return account;
}

describe('dashboard', () => {
  it('lists only problems that exist: suggestions for a new user, then the problem just tried', async () => {
    const page = await app.page();
    await signUp(page, 'recent');
    const links = page.locator('main a[href^="/problems/"]');
    await expect.poll(() => links.count()).toBeGreaterThan(0);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      await page.goto(href);
      const notFound = page.getByText('Problem not found');
      const solve = page.getByRole('link', { name: /^Solve( Again)?$/ });
      await expect.poll(async () => (await notFound.count()) + (await solve.count())).toBeGreaterThan(0);
      expect(await notFound.count(), `${href} opens no problem`).toBe(0);
    }
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('recent-problems').innerText()).toContain('Suggested');

    // Once the user has submitted, the problem shows as theirs, with its status.
    await page.goto('/problems/solve/add-two');
    await openEditor(page);
    await writeCode(page, 'print(0)\n');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('submit-result').waitFor({ timeout: 30_000 });
    await page.goto('/dashboard');
    const first = page.locator('main').getByTestId('recent-problem').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toBe('/problems/add-two');
    await expect.poll(() => first.innerText()).toContain('Wrong Answer');
  });
});

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

describe('greeting', () => {
  it('welcomes a brand-new user who typed the code late, and welcomes them back afterwards', async () => {
    const page = await app.page();
    await page.clock.install();
    const account = newAccount('late');
    await submitSignupForm(page, account);
    // The user reads the e-mail for a minute and a half before typing the code.
    await page.clock.setSystemTime(Date.now() + 90_000);
    const code = await waitForCode(app.server.dataDir, account.email);
    await page.getByLabel('Digit 1').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe(`Welcome, ${account.name}!`);

    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe(`Welcome back, ${account.name}!`);
  });
});

describe('tokens', () => {
  it('shows the first-solve reward at once in the Hints tab, its dialog and the top bar', async () => {
    const page = await app.page();
    await signUp(page, 'reward');
    await page.goto('/problems/solve/add-two');
    await openEditor(page);
    await page.getByRole('tab', { name: 'Hints' }).click();
    expect(await page.getByTestId('hint-token-balance').innerText()).toBe('200');

    await page.getByLabel('Language', { exact: true }).selectOption('cpp');
    await writeCode(page, CPP_ADD_TWO);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByTestId('submit-result').innerText(), { timeout: 30_000 })
      .toBe('Accepted - Solution submitted successfully!');

    // add-two is Easy: the first accepted solution earns 10 tokens.
    await expect.poll(() => page.getByTestId('hint-token-balance').innerText()).toBe('210');
    await page.getByRole('button', { name: 'Reveal Hint 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reveal Hint 1?' });
    expect(await dialog.innerText()).toContain('210');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Problems', exact: true }).click();
    await expect.poll(() => page.getByTestId('token-balance').innerText()).toMatch(/^210\b/);
  });
});

describe('problems filter bar', () => {
  it('puts the search box and the filters on one row at 1366 px, and stacks them on a phone', async () => {
    const page = await app.page();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/problems');
    const search = page.getByPlaceholder('Search by title or tag');
    const difficulty = page.getByLabel('Difficulty');
    const tag = page.getByLabel('Tag');
    await search.waitFor();
    const [s, d, t] = [await boxOf(search), await boxOf(difficulty), await boxOf(tag)];
    const middle = (box: Box) => box.y + box.height / 2;
    expect(Math.abs(middle(d) - middle(s))).toBeLessThan(4);
    expect(Math.abs(middle(t) - middle(s))).toBeLessThan(4);
    expect(d.x).toBeGreaterThanOrEqual(s.x + s.width);
    expect(t.x).toBeGreaterThanOrEqual(d.x + d.width);

    await page.setViewportSize({ width: 390, height: 844 });
    const [ms, md, mt] = [await boxOf(search), await boxOf(difficulty), await boxOf(tag)];
    expect(md.y).toBeGreaterThanOrEqual(ms.y + ms.height);
    expect(mt.y).toBeGreaterThanOrEqual(ms.y + ms.height);
  });
});

describe('solve editor', () => {
  it('shows the submit toast and the VGuy button over no control of the editor', async () => {
    const page = await app.page();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signUp(page, 'overlap');
    await page.goto('/problems/solve/add-two');
    await openEditor(page);
    await page.getByLabel('Language', { exact: true }).selectOption('cpp');
    await writeCode(page, CPP_ADD_TWO);
    await expect.poll(() => page.getByTestId('draft-status').innerText(), { timeout: 10_000 }).toBe('Saved');

    // A run fills the output columns under the editor.
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByTestId('test-result').count(), { timeout: 30_000 }).toBe(1);
    const vguy = await boxOf(page.getByRole('button', { name: 'Chat with VGuy' }));
    const controls = await visibleBoxes(
      page,
      'button:not([aria-label="Chat with VGuy"]), select, a, [role="tab"], [data-testid="draft-status"], [data-testid="test-result"] > div > div',
    );
    expect(controls.length).toBeGreaterThan(8);
    for (const control of controls)
      expect(overlaps(vguy, control.box), `VGuy covers "${control.name}"`).toBe(false);

    await page.getByRole('button', { name: 'Submit' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Successfully submitted!' });
    await toast.waitFor({ timeout: 30_000 });
    // Where it rests once it has slid in.
    const toastBox = await settledBox(toast);
    const toolbar = await visibleBoxes(
      page,
      'header a, select, button:not([data-sonner-toast] button), [data-testid="draft-status"], [role="tab"]',
    );
    for (const control of toolbar)
      expect(overlaps(toastBox, control.box), `the toast covers "${control.name}"`).toBe(false);
    for (const name of ['Language', 'Run', 'Submit']) {
      const box = await boxOf(
        name === 'Language'
          ? page.getByLabel('Language', { exact: true })
          : page.getByRole('button', { name }),
      );
      expect(overlaps(toastBox, box), `the toast covers ${name}`).toBe(false);
    }
    expect(overlaps(toastBox, await boxOf(page.getByTestId('draft-status')))).toBe(false);
  });
});

describe('one URL per page', () => {
  const PAGES = [
    { label: 'Problems', path: '/problems' },
    { label: 'Contests', path: '/contests' },
    { label: 'Leaderboard', path: '/leaderboard' },
  ];

  async function highlighted(page: Page, container: string): Promise<string[]> {
    const links = page.locator(`${container} a[aria-current="page"]`);
    return (await links.allInnerTexts()).map((text) => text.trim());
  }

  async function checkPages(page: Page, pages: { label: string; path: string }[]) {
    for (const { label, path } of pages) {
      await page.goto('/compiler');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(() => highlighted(page, 'nav[aria-label="Main"]')).toEqual([label]);
      await expect.poll(() => highlighted(page, 'aside[aria-label="Sidebar"]')).toEqual([label]);
      const sidebarHref = await page
        .locator('aside[aria-label="Sidebar"]')
        .getByRole('link', { name: label })
        .getAttribute('href');
      expect(sidebarHref).toBe(path);
    }
  }

  it('highlights the same link in the top bar and the sidebar, for guests and users alike', async () => {
    const page = await app.page();
    await checkPages(page, PAGES);

    await signUp(page, 'nav');
    await checkPages(page, [...PAGES, { label: 'My Submissions', path: '/submissions' }]);

    // The /dashboard/… spellings of the route table still work: they lead to the one URL.
    for (const [from, to] of [
      ['/dashboard/problems', '/problems'],
      ['/dashboard/contests', '/contests'],
      ['/dashboard/leaderboard', '/leaderboard'],
      ['/dashboard/mysubmissions?page=1', '/submissions?page=1'],
    ] as const) {
      await page.goto(from);
      await page.waitForURL((url) => `${url.pathname}${url.search}` === to);
    }
  });
});

describe('delivery', () => {
  it('serves the built assets precompressed and long-cached, index.html revalidated, no source maps', async () => {
    const html = await fetch(`${app.server.url}/dashboard`);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${app.server.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const map = await fetch(`${app.server.url}${script}.map`);
    expect(map.status).toBe(404);
  });
});
