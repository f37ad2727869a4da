import fs from 'node:fs';
/**
 * What a new user meets first on the real bank (the 42 problems of problems/): the problem list keeps its
 * search, filters, order and page in the address (Back keeps them, a shared link restores them), 20 a
 * page; a bank statement's math is typeset by KaTeX, never shown as `10^5`; and VGuy's button covers no
 * control of the page, neither the leaderboard's Next on a desktop nor the problem cards on a phone
 * (checked with elementFromPoint at every control's centre, scrolled through the page).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi } from './support/accounts';
import { boxOf, hitAtCentre, horizontalOverflow, overlaps } from './support/geometry';
import { useLiveApp } from './support/live-app';

const bank = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../problems');
const app = useLiveApp({ PROBLEMS_DIR: bank });

const rows = (page: Page) => page.locator('[data-testid^="problem-row-"]');
const titles = (page: Page) => rows(page).locator('td:first-child a').allTextContents();
const query = (page: Page) => new URL(page.url()).searchParams.toString();

describe('the problem list', () => {
  it('keeps search, filters, order and page in the address: Back keeps them, a shared link restores them', async () => {
    const page = await app.page();
    await page.goto('/problems');
    await expect.poll(() => rows(page).count()).toBe(20);
    const summary = page.getByRole('navigation', { name: 'Pagination' });
    expect(await summary.innerText()).toContain('Showing 1–20 of 42 problems');
    const firstPage = await titles(page);
    expect(firstPage).toEqual(
      [...firstPage].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );

    // Page 3 holds the last two; the page is in the address.
    await summary.getByRole('button', { name: 'Next' }).click();
    await summary.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '3');
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await summary.innerText()).toContain('Showing 41–42 of 42 problems');

    // A new order starts again at page 1, hardest first.
    await page.getByLabel('Sort by').selectOption({ label: 'Difficulty: hardest first' });
    await page.waitForURL(() => query(page) === 'sort=difficulty&dir=desc');
    await expect.poll(async () => (await rows(page).first().innerText()).includes('Hard')).toBe(true);
    await page.getByLabel('Sort by').selectOption({ label: 'Title: Z to A' });
    await page.waitForURL(() => query(page) === 'dir=desc');
    await expect.poll(async () => (await titles(page))[0]).toBe('Where to Build the Hospital');

    // A filter, then a search typed in the box (replacing the address while typing). The address changes
    // before the list does: each step waits for the list to narrow (each one shows fewer problems).
    const allZtoA = await titles(page);
    await page.getByLabel('Difficulty').selectOption('Easy');
    await page.waitForURL((url) => url.searchParams.get('difficulty') === 'Easy');
    const fewer = async (than: number) => {
      const shown = (await titles(page)).length;
      return shown > 0 && shown < than;
    };
    await expect.poll(() => fewer(allZtoA.length)).toBe(true);
    const easy = await titles(page);
    await page.getByLabel('Search problems').fill('tree');
    await page.waitForURL((url) => url.searchParams.get('q') === 'tree');
    await expect.poll(() => fewer(easy.length)).toBe(true);
    const easyTrees = await titles(page);
    expect(easyTrees.length).toBeGreaterThan(0);

    // Into a problem and Back: the list is as it was left.
    await rows(page).first().locator('td:first-child a').click();
    await page.waitForURL('**/problems/*');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/problems');
    expect(query(page)).toBe('dir=desc&difficulty=Easy&q=tree');
    await expect.poll(() => titles(page)).toEqual(easyTrees);
    expect(await page.getByLabel('Search problems').inputValue()).toBe('tree');
    expect(await page.getByLabel('Difficulty').inputValue()).toBe('Easy');

    // Back once more: the step before the filter (the pauses in typing replaced the address: no steps).
    await page.goBack();
    await page.waitForURL(() => query(page) === 'dir=desc');
    await expect.poll(() => page.getByLabel('Search problems').inputValue()).toBe('');
    expect(await page.getByLabel('Difficulty').inputValue()).toBe('all');

    // A shared link shows the same list to someone else.
    const shared = await app.page();
    await shared.goto('/problems?sort=acceptance&dir=asc&page=2');
    await expect.poll(() => rows(shared).count()).toBe(20);
    expect(await shared.getByLabel('Sort by').inputValue()).toBe('acceptance-asc');
    expect(await shared.getByRole('navigation', { name: 'Pagination' }).innerText()).toContain(
      'Showing 21–40 of 42 problems',
    );
  });
});

describe('bank statements', () => {
  it('show their math typeset by KaTeX, never as 10^5 or a_i', async () => {
    const page = await app.page();
    await page.goto('/problems/gift-card-pair');
    const constraints = page.getByRole('region', { name: 'Constraints' });
    await expect.poll(() => constraints.locator('.katex').count()).toBe(3);
    const statement = await page.getByRole('main').innerText();
    for (const raw of ['10^5', '10^9', 'a_i', '\\le', '$'])
      expect(statement, `shows ${raw} as text`).not.toContain(raw);
    expect(await page.locator('.katex-error').count()).toBe(0);
    // KaTeX's MathML says what the formula is: 1 ≤ n ≤ 10^5.
    expect(await constraints.locator('.katex annotation').first().textContent()).toBe('1 \\le n \\le 10^5');
  });
});

/**
 * Every control of the page's main part whose centre, scrolled into view step by step, is VGuy's button
 * or chat instead of the control: what the bubble covers.
 */
async function controlsCoveredByVguy(page: Page): Promise<string[]> {
  const covered = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize()?.height ?? 800;
  for (let top = 0; ; top += Math.floor(viewport / 2)) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(50);
    const found = await page.evaluate(() => {
      const vguy = document.querySelector('[aria-label="Chat with VGuy"]')?.parentElement ?? null;
      const hits: string[] = [];
      for (const control of document.querySelectorAll<HTMLElement>(
        'main button, main a, main select, main input, main [role="tab"]',
      )) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (y < 0 || y >= window.innerHeight || x < 0 || x >= window.innerWidth) continue;
        const atCentre = document.elementFromPoint(x, y);
        if (vguy && atCentre && vguy.contains(atCentre))
          hits.push(control.getAttribute('aria-label') ?? control.innerText.slice(0, 40));
      }
      return hits;
    });
    for (const name of found) covered.add(name);
    if (top + viewport >= height) break;
  }
  return [...covered];
}

describe("a guest's top bar on a phone", () => {
  it('fits 360 and 390 px: nothing sticks out, Sign In and VGuy are whole and reachable', async () => {
    const page = await app.page();
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/problems');
      const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
      await signIn.waitFor();
      expect(await horizontalOverflow(page), `${width} px`).toBe(0);
      for (const control of [signIn, page.getByRole('button', { name: 'Chat with VGuy' })]) {
        const box = await boxOf(control);
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
        expect(await hitAtCentre(control), `${width} px`).toBe(true);
      }
    }
  });
});

describe("VGuy's button", () => {
  it("covers neither the leaderboard's Next on a desktop nor a problem card on a phone", async () => {
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, newAccount('bubble'));
    const vguy = page.getByRole('button', { name: 'Chat with VGuy' });

    // All Time ranks only rated users (none here): the newcomer solves a problem to be on This Week's board.
    const accepted = fs.readFileSync(
      path.join(bank, 'balloon-rising-readings/submissions/accepted/solution.py'),
      'utf8',
    );
    const sent = await page.request.post('/api/submission', {
      data: { problemId: 'balloon-rising-readings', language: 'python', code: accepted },
    });
    expect(sent.status(), await sent.text()).toBe(202);
    const { id } = ((await sent.json()) as { submission: { id: string } }).submission;
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/submission/${id}`)).json()) as {
              submission: { status: string };
            }
          ).submission.status,
        { timeout: 60_000 },
      )
      .toBe('Accepted');

    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/leaderboard?period=week');
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' });
    await next.waitFor();
    await next.scrollIntoViewIfNeeded();
    const nextBox = await boxOf(next);
    const atNext = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: nextBox.x + nextBox.width / 2, y: nextBox.y + nextBox.height / 2 },
    );
    expect(atNext).toBe('Next');
    expect(overlaps(await boxOf(vguy), nextBox)).toBe(false);
    expect(await controlsCoveredByVguy(page)).toEqual([]);

    // On a phone, through the whole list of problem cards, and in a top bar that still fits.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/problems');
    await page
      .getByRole('button', { name: /^Solve/ })
      .first()
      .waitFor();
    expect(await controlsCoveredByVguy(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    const vguyBox = await boxOf(vguy);
    expect(vguyBox.x + vguyBox.width).toBeLessThanOrEqual(390);
    for (const control of await page.locator('header button, header a').all()) {
      if (!(await control.isVisible()) || (await control.getAttribute('aria-label')) === 'Chat with VGuy')
        continue;
      expect(overlaps(await boxOf(control), vguyBox), await control.innerText()).toBe(false);
    }

    // The chat opens below the button, in the page, and keeps its talk across pages.
    await vguy.click();
    const chat = page.getByRole('dialog').filter({ has: page.getByLabel('Message to VGuy') });
    await chat.waitFor();
    expect((await boxOf(chat)).y).toBeGreaterThan(vguyBox.y);
  });
});
