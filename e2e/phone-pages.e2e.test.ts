/**
 * Every page on a phone (issue 28): at 390×844 and 360×740, as a guest where the page allows it, as a
 * user and as an admin, each page is opened, photographed (under $TMPDIR/phone-pages, printed at the end)
 * and read by support/screen-audit.ts: nothing scrolls sideways but a table's or a tab strip's own frame,
 * every control (the top bar's included) is at least 44 px tall and reached by a tap at its centre (VGuy's
 * button included), and no label of the top bar runs onto a second line. Tabs are opened one by one and
 * My Submissions' code dialog from a row. The phone menu (a modal drawer: focus trapped in it) and VGuy's
 * chat (not modal) are opened and read the same way, and each closes on Escape with focus back on its
 * button. The whole walk runs twice: in English, then in Portuguese (pt-BR), whose labels are longer.
 * One server, one sign-up per person; every fault of every page is gathered and reported together.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi, type TestAccount } from './support/accounts';
import { expectEscapeCloses, expectFocusTrapped } from './support/focus';
import { useLiveApp } from './support/live-app';
import { screenFaults, type ScreenOptions } from './support/screen-audit';
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
type Locale = 'en' | 'pt-BR';
type World = { guest: Person; user: Person; admin: Person; contestId: string; threadUrl: string };

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

/**
 * The people and what they see: a guest, a user with submissions, an admin who makes a contest and a
 * thread, and a third solver for the leaderboard's top three.
 */
async function makeWorld(): Promise<World> {
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
  await third.page.context().close();
  return {
    guest,
    user,
    admin,
    contestId: contest.id,
    threadUrl: `/problems/add-two/discussions/${thread.id}`,
  };
}

/** The interface language of the person's next page loads: the device's stored choice (docs/i18n.md). */
async function speak(page: Page, locale: Locale): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
}

describe('every page on a phone', () => {
  // Made by the first walk (its waits on verdicts are a test's, not a hook's), reused by the second.
  let world: World | undefined;
  let shot = 0;

  /** Every page at both sizes, in one language: what each breaks, one line per fault. */
  async function walk(locale: Locale): Promise<string[]> {
    world ??= await makeWorld();
    const { guest, user, admin, contestId, threadUrl } = world;
    const faults: string[] = [];
    const english = locale === 'en';

    /** Photographs the screen and gathers what it breaks. */
    async function audit(page: Page, where: string, options: ScreenOptions = { withHeader: true }) {
      await settled(page);
      const width = page.viewportSize()?.width ?? 0;
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== locale) faults.push(`${where} at ${width}: the page is in '${lang}', not '${locale}'`);
      shot += 1;
      const name = `${String(shot).padStart(3, '0')}-${locale}-${width}-${where.replace(/[^a-z0-9]+/gi, '-')}.png`;
      await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
      faults.push(...(await screenFaults(page, `${where} at ${width} (${locale})`, options)));
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

    /**
     * The phone menu, opened from the top bar: read whole (it is modal: only its own controls count), the
     * focus kept in it however far one tabs, and Escape gives focus back to the menu button.
     */
    async function menu(page: Page, where: string): Promise<void> {
      const opener = page.locator('header button[aria-haspopup="dialog"]');
      await opener.click();
      const drawer = page.locator('[role="dialog"][aria-modal="true"]');
      await drawer.waitFor();
      await audit(page, `${where}, menu`);
      const controls = await drawer.locator('a[href], button, select').count();
      await expectFocusTrapped(page, drawer, controls + 1, `the menu (${where})`);
      await expectEscapeCloses(page, drawer, opener, `the menu (${where})`);
    }

    /**
     * VGuy's chat, opened from its button: it fits the screen, its own controls are held to the rules
     * (the page it lies over is not: the chat is not modal), and Escape or its close button gives focus
     * back to the button.
     */
    async function chat(page: Page, where: string): Promise<void> {
      const button = page.getByTestId('vguy-button');
      await button.click();
      const id = (await button.getAttribute('aria-controls')) ?? '';
      const panel = page.locator(`[id="${id}"]`);
      await panel.getByRole('textbox').waitFor();
      const size = page.viewportSize() ?? { width: 0, height: 0 };
      const box = await panel.boundingBox();
      if (
        !box ||
        box.x < 0 ||
        box.y < 0 ||
        box.x + box.width > size.width ||
        box.y + box.height > size.height
      )
        faults.push(
          `${where} at ${size.width} (${locale}): VGuy's chat runs off the screen: ${JSON.stringify(box)}`,
        );
      await audit(page, `${where}, VGuy`, { within: `[id="${id}"]` });
      await expectEscapeCloses(page, panel, button, `VGuy's chat (${where})`);
      await button.click();
      await panel.getByRole('textbox').waitFor();
      await panel.getByRole('button').first().click();
      await panel.waitFor({ state: 'hidden' });
      await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    }

    for (const person of [guest, user, admin]) await speak(person.page, locale);
    for (const size of PHONES) {
      for (const person of [guest, user, admin]) await person.page.setViewportSize(size);

      // A guest: the public pages and the sign-in ones.
      const g = guest.page;
      for (const url of ['/', '/problems', '/compiler', '/contests', '/leaderboard', threadUrl])
        await visit(g, url, `guest ${url}`);
      await g.goto('/problems');
      await settled(g);
      await menu(g, 'guest /problems');
      await g.goto('/problems/add-two');
      await eachTab(g, 'guest /problems/add-two');
      await g.goto(`/contests/${contestId}`);
      await eachTab(g, 'guest contest');
      for (const url of ['/login', '/signup', '/forgot-password']) await visit(g, url, `guest ${url}`);

      // A user.
      const u = user.page;
      const username = user.account?.username ?? '';
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
      // The profile's year of activity scrolls, showing its latest weeks first: the frame's right edge is
      // the year's.
      await u.goto(`/profile/${username}`);
      const frame = u.getByTestId('activity-frame');
      await frame.locator('svg rect').first().waitFor();
      const [frameBox, yearBox] = [await frame.boundingBox(), await frame.locator('svg').boundingBox()];
      expect(
        yearBox && frameBox && Math.abs(yearBox.x + yearBox.width - (frameBox.x + frameBox.width)),
      ).toBeLessThan(1);
      expect(yearBox && frameBox && yearBox.width > frameBox.width, 'the year is wider than a phone').toBe(
        true,
      );
      await u.goto('/dashboard');
      await settled(u);
      await menu(u, 'user /dashboard');
      await chat(u, 'user /dashboard');
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
      await u.goto(`/contests/${contestId}`);
      await eachTab(u, 'user contest');
      await visit(u, '/problems/solve/add-two', 'user solve');
      await chat(u, 'user solve');
      // My Submissions keeps problem, verdict, language and time on the row; the verdict opens the code,
      // whose dialog shows the tests, runtime and memory the phone's row leaves out (the words are read
      // in English; in Portuguese the same row and dialog are only photographed and read for fit).
      await visit(u, '/submissions', 'user /submissions');
      const row = u.getByTestId('submission-row').first();
      if (english) {
        for (const shown of ['Add Two', 'Python', /ago|now/])
          expect(await row.getByText(shown).first().isVisible(), `${String(shown)} on the row`).toBe(true);
        for (const heading of ['Runtime', 'Memory', 'Tests'])
          expect(await u.getByRole('columnheader', { name: heading }).isVisible()).toBe(false);
        await row.getByRole('button', { name: /Accepted|Wrong Answer/ }).click();
      } else await row.getByRole('button').first().click();
      const dialog = u.getByRole('dialog');
      await dialog.getByTestId('submission-code').waitFor();
      if (english) expect(await dialog.innerText()).toMatch(/\d+\/3 tests · \d+ ms · \d+\.\d MB/);
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
      await a.goto(`/admin/contests/${contestId}`);
      await eachTab(a, 'admin contest editor');
    }
    return faults;
  }

  for (const [locale, language] of [
    ['en', 'English'],
    ['pt-BR', 'Portuguese'],
  ] as const)
    it(`fits 390 and 360 px wide for a guest, a user and an admin, in ${language}`, async () => {
      fs.mkdirSync(SHOTS, { recursive: true });
      const started = Date.now();
      const faults = await walk(locale);
      console.log(`[e2e] ${shot} phone screenshots so far in ${SHOTS}`);
      console.log(
        `[e2e] every page on a phone in ${language} took ${Math.round((Date.now() - started) / 1000)} s`,
      );
      expect(faults).toEqual([]);
    }, 240_000);
});
