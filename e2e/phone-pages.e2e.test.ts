/**
 * Every page on a phone (issue 28): at 390×844 and 360×740, as a guest where the page allows it, as a
 * user and as an admin, each page is opened, photographed (under $TMPDIR/phone-pages, printed at the end)
 * and read by support/screen-audit.ts: nothing scrolls sideways but a table's or a tab strip's own frame,
 * every control (the top bar's included) is at least 44 px tall and reached by a tap at its centre (VGuy's
 * button included), and no label of the top bar runs onto a second line. Tabs are opened one by one and
 * My Submissions' code dialog from a row. One server, one sign-up per person; every fault of every page
 * is gathered and reported together.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi, type TestAccount } from './support/accounts';
import { useLiveApp } from './support/live-app';
import { screenFaults } from './support/screen-audit';
import { submitThroughApi, verdictOf } from './support/submissions';

const ADMIN_EMAIL = 'phone-pages-admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL });

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];
const MINUTE = 60_000;
/** Accepted for the add-two fixture. */
const ADD_TWO_SOLUTION = 'a, b = map(int, input().split())\nprint(a + b)\n';
const SHOTS = path.join(process.env.TMPDIR ?? os.tmpdir(), 'phone-pages');

type Person = { page: Page; account?: TestAccount; token?: string };

/** Sends an API call in the page's session; throws with the answer unless it is `expected`. */
async function api<T>(page: Page, method: string, url: string, body: unknown, expected: number): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, url, body },
  );
  if (answer.status !== expected) throw new Error(`${method} ${url}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as T;
}

/**
 * The screen has settled: no spinner or skeleton left in it, and its text the same on two readings
 * 150 ms apart (the data has arrived and been drawn).
 */
async function settled(page: Page): Promise<void> {
  const read = () =>
    page.evaluate(() => {
      const busy = document.querySelectorAll('.animate-spin, .animate-pulse, [aria-busy="true"]').length;
      return `${busy}|${document.body.innerText.length}`;
    });
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await read();
        const steady = now === last && now.startsWith('0|');
        last = now;
        return steady;
      },
      { timeout: 15_000, interval: 150 },
    )
    .toBe(true);
}

describe('every page on a phone', () => {
  it('fits 390 and 360 px wide for a guest, a user and an admin', async () => {
    const started = Date.now();
    fs.mkdirSync(SHOTS, { recursive: true });
    const faults: string[] = [];
    let shot = 0;

    /** Photographs the screen and gathers what it breaks. */
    async function audit(page: Page, where: string): Promise<void> {
      await settled(page);
      const width = page.viewportSize()?.width ?? 0;
      shot += 1;
      const name = `${String(shot).padStart(3, '0')}-${width}-${where.replace(/[^a-z0-9]+/gi, '-')}.png`;
      await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
      faults.push(...(await screenFaults(page, `${where} at ${width}`, { withHeader: true })));
    }

    async function visit(page: Page, url: string, where = url): Promise<void> {
      await page.goto(url);
      await audit(page, where);
    }

    /** Each tab of the page's first tab strip, opened by a tap, then read. */
    async function eachTab(page: Page, where: string): Promise<void> {
      const tabs = page.locator('#main-content [role="tablist"]').first().getByRole('tab');
      await tabs.first().waitFor();
      const names = await tabs.allInnerTexts();
      for (const [index, name] of names.entries()) {
        await tabs.nth(index).click();
        await audit(page, `${where}, tab ${name.trim().replace(/\s+/g, ' ')}`);
      }
    }

    // The people: a guest, a user with submissions, an admin who makes a contest and a thread, and a third
    // solver for the leaderboard's top three.
    const [guest, user, admin, third] = await Promise.all([
      app.page().then((page): Person => ({ page })),
      (async (): Promise<Person> => {
        const page = await app.page();
        const account = newAccount('phone');
        await signUpThroughUi(page, app.server.dataDir, account);
        return { page, account };
      })(),
      (async (): Promise<Person> => {
        const page = await app.page();
        const account = { ...newAccount('phadm'), email: ADMIN_EMAIL };
        await signUpThroughUi(page, app.server.dataDir, account);
        return { page, account };
      })(),
      (async (): Promise<Person> => {
        const page = await app.page();
        await signUpThroughUi(page, app.server.dataDir, newAccount('phthird'));
        return { page };
      })(),
    ]);
    const { contest } = await api<{ contest: { id: string } }>(
      admin.page,
      'POST',
      '/api/admin/contests',
      {
        title: 'Phone Cup',
        startTime: new Date(Date.now() - MINUTE).toISOString(),
        endTime: new Date(Date.now() + 60 * MINUTE).toISOString(),
        problems: ['add-two', 'echo-back'],
      },
      201,
    );
    await api(user.page, 'POST', `/api/contests/${contest.id}/register`, {}, 200);
    const { thread } = await api<{ thread: { id: string } }>(
      admin.page,
      'POST',
      '/api/problem/add-two/discussions',
      { title: 'Why does the sum overflow?', body: 'It fits in a 64-bit integer, so it does not.' },
      201,
    );
    // A few submissions of the user's: accepted, wrong, and one in the contest for its board; the admin
    // and the third person solve add-two too, so this week's board has three on its medal cards.
    const solve = async (page: Page, code = ADD_TWO_SOLUTION) =>
      verdictOf(page, await submitThroughApi(page, { problemId: 'add-two', code }), 40_000);
    await Promise.all([solve(admin.page), solve(third.page)]);
    for (const code of [ADD_TWO_SOLUTION, 'print(0)\n']) await solve(user.page, code);
    await verdictOf(
      user.page,
      await submitThroughApi(user.page, {
        problemId: 'add-two',
        code: ADD_TWO_SOLUTION,
        contestId: contest.id,
      }),
      40_000,
    );
    const username = user.account?.username ?? '';
    const threadUrl = `/problems/add-two/discussions/${thread.id}`;

    for (const size of PHONES) {
      for (const person of [guest, user, admin]) await person.page.setViewportSize(size);

      // A guest: the public pages and the sign-in ones.
      const g = guest.page;
      for (const url of ['/', '/problems', '/compiler', '/contests', '/leaderboard', threadUrl])
        await visit(g, url, `guest ${url}`);
      await g.goto('/problems/add-two');
      await eachTab(g, 'guest /problems/add-two');
      await g.goto(`/contests/${contest.id}`);
      await eachTab(g, 'guest contest');
      for (const url of ['/login', '/signup', '/forgot-password']) await visit(g, url, `guest ${url}`);

      // A user.
      const u = user.page;
      for (const url of [
        '/dashboard',
        '/problems',
        '/compiler',
        '/contests',
        '/leaderboard',
        `/profile/${username}`,
        '/notifications',
        '/teams',
        threadUrl,
      ])
        await visit(u, url, `user ${url}`);
      // This week's board: the three medal cards fit the first screen, the table's first row below them.
      await visit(u, '/leaderboard?period=week', 'user /leaderboard this week');
      const cards = u.getByTestId('leaderboard-top');
      expect(await cards.count()).toBe(3);
      for (const card of await cards.all()) {
        const box = await card.boundingBox();
        expect(
          box ? box.y + box.height : Infinity,
          'a medal card below the first screen',
        ).toBeLessThanOrEqual(size.height);
      }
      await u.goto('/problems/add-two');
      await eachTab(u, 'user /problems/add-two');
      await u.goto(`/contests/${contest.id}`);
      await eachTab(u, 'user contest');
      await visit(u, '/problems/solve/add-two', 'user solve');
      // My Submissions keeps problem, verdict, language and time on the row; the verdict opens the code,
      // whose dialog shows the tests, runtime and memory the phone's row leaves out.
      await visit(u, '/submissions', 'user /submissions');
      const row = u.getByTestId('submission-row').first();
      for (const shown of ['Add Two', 'Python', /ago|now/])
        expect(await row.getByText(shown).first().isVisible(), `${String(shown)} on the row`).toBe(true);
      for (const heading of ['Runtime', 'Memory', 'Tests'])
        expect(await u.getByRole('columnheader', { name: heading }).isVisible()).toBe(false);
      await row.getByRole('button', { name: /Accepted|Wrong Answer/ }).click();
      const dialog = u.getByRole('dialog');
      await dialog.getByTestId('submission-code').waitFor();
      expect(await dialog.innerText()).toMatch(/\d+\/3 tests · \d+ ms · \d+\.\d MB/);
      await audit(u, 'user /submissions, code dialog');
      await u.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // The admin pages.
      const a = admin.page;
      for (const url of [
        '/admin',
        '/admin/problems',
        '/admin/problems/new',
        '/admin/contests',
        '/admin/contests/new',
        '/admin/users',
        '/admin/reports',
        '/admin/audit',
        '/admin/settings',
      ])
        await visit(a, url, `admin ${url}`);
      // The two editors, tab by tab.
      await a.goto('/admin/problems/add-two');
      await eachTab(a, 'admin problem editor');
      await a.goto(`/admin/contests/${contest.id}`);
      await eachTab(a, 'admin contest editor');
    }

    console.log(`[e2e] ${shot} phone screenshots in ${SHOTS}`);
    console.log(`[e2e] every page on a phone took ${Math.round((Date.now() - started) / 1000)} s`);
    expect(faults).toEqual([]);
  }, 240_000);
});
