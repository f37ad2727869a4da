/**
 * axe-core (WCAG 2.0/2.1 A and AA, and axe's best practices) on every page a user or an admin lands on
 * (the sign-up code screen included), in the light and in the dark theme, every tab of a tabbed page,
 * and with a dialog or menu open (a submission's code, the user menu, VGuy's chat, a user's admin
 * panel). A control first proves the check reports violations planted in a page. Any moderate, serious
 * or critical violation fails, named with its rule, elements and help (support/axe.ts; minor ones are
 * printed); each theme's walk lists all of them at once.
 *
 * One server, one browser context per theme. The admin (ADMIN_EMAILS) signs up once in the light walk;
 * the dark walk reuses the token. The theme is the stored preference `theme-init.js` applies before the
 * first paint, set again before each page load (signing in applies the account's saved theme).
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi, submitSignupForm } from './support/accounts';
import { axeViolations, expectNoViolations, failingViolations } from './support/axe';
import { expectEscapeCloses } from './support/focus';
import { useLiveApp } from './support/live-app';
import { submitThroughApi, verdictOf } from './support/submissions';

const ADMIN_EMAIL = 'a11y-admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const MINUTE = 60_000;
const PROBLEM = 'add-two';
const ACCEPTED = 'a, b = map(int, input().split())\nprint(a + b)';

type Theme = 'light' | 'dark';
type Seeded = { token: string; username: string; contestId: string; threadId: string; teamId: string };
let seeded: Seeded | undefined;

/** A page in a context of its own whose every document starts in the given theme. */
async function themedPage(browser: Browser, baseURL: string, theme: Theme): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(15_000);
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  return context.newPage();
}

/** Calls the API with the admin's token; returns the JSON answer, failing on an error status. */
async function api<T>(token: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${app.server.url}/api${route}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${route}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/**
 * What the pages show: the admin (signed up through the UI), a running contest they joined with an
 * announcement (a notification), an accepted submission, a discussion thread and a team.
 */
async function seed(page: Page): Promise<Seeded> {
  const account = { ...newAccount('axe'), email: ADMIN_EMAIL };
  await signUpThroughUi(page, app.server.dataDir, account);
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const { contest } = await api<{ contest: { id: string } }>(token, 'POST', '/admin/contests', {
    title: 'Axe Round',
    startTime: new Date(Date.now() - MINUTE).toISOString(),
    endTime: new Date(Date.now() + 60 * MINUTE).toISOString(),
    problems: ['echo-back', 'sum-list'],
  });
  await api(token, 'POST', `/contests/${contest.id}/register`, {});
  await api(token, 'POST', `/admin/contests/${contest.id}/announcements`, { text: 'Read the input twice.' });
  const submission = await submitThroughApi(page, { problemId: PROBLEM, code: ACCEPTED });
  expect(await verdictOf(page, submission, 30_000)).toMatch(/^Accepted/);
  const { thread } = await api<{ thread: { id: string } }>(token, 'POST', `/problem/${PROBLEM}/discussions`, {
    title: 'Why does reading both numbers on one line work?',
    body: 'Because `input().split()` splits on any whitespace:\n\n```python\na, b = map(int, input().split())\n```',
  });
  // A member answers in the thread and the admin reports the reply, so /admin/reports has a row.
  const memberPage = await app.page();
  await signUpThroughUi(memberPage, app.server.dataDir, newAccount('member'));
  const memberToken = (await memberPage.evaluate(() => localStorage.getItem('token'))) ?? '';
  await memberPage.context().close();
  const { post } = await api<{ post: { id: string } }>(
    memberToken,
    'POST',
    `/discussions/${thread.id}/posts`,
    {
      body: 'Buy cheap tokens at example.com!',
    },
  );
  await api(token, 'POST', `/discussions/posts/${post.id}/report`, { reason: 'Spam' });
  const { team } = await api<{ team: { id: string } }>(token, 'POST', '/teams', { name: 'Axe Testers' });
  return { token, username: account.username, contestId: contest.id, threadId: thread.id, teamId: team.id };
}

/** Waits until the screen has loaded: no boot shell, no loading spinner or skeleton left. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
    if (!document.querySelector('#root > *')) return false;
    if (document.querySelector('[data-boot-pending]')) return false;
    if ([...document.querySelectorAll('[role="status"][aria-label^="Loading"]')].some(visible)) return false;
    return ![...document.querySelectorAll('.animate-pulse')].some(visible);
  });
}

/** Checks that the page shows the theme asked for, then runs axe on it. */
async function scan(page: Page, theme: Theme, label: string): Promise<void> {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  expect(dark, `dark theme on ${label}`).toBe(theme === 'dark');
  await expectNoViolations(page, `${label} (${theme})`);
}

/** Opens the path and scans it; then, with `tabs`, every tab of the page's tab lists in turn. */
async function check(page: Page, theme: Theme, path: string, options: { tabs?: boolean } = {}) {
  await page.goto(path);
  await settled(page);
  await scan(page, theme, path);
  if (!options.tabs) return;
  const tabs = page.locator('#root [role="tablist"] [role="tab"]');
  const count = await tabs.count();
  expect(count, `tabs on ${path}`).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    if ((await tab.getAttribute('aria-selected')) === 'true') continue;
    const name = (await tab.innerText()).trim();
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await settled(page);
    await scan(page, theme, `${path}, tab ${name}`);
  }
}

describe.each<Theme>(['light', 'dark'])('accessibility, %s theme', (theme) => {
  let page: Page;
  beforeAll(async () => {
    page = await themedPage(app.browser, app.server.url, theme);
  });

  it('sees a violation when there is one (the control)', async () => {
    await page.goto('/');
    await settled(page);
    const failing = async () => failingViolations(await axeViolations(page)).map((violation) => violation.id);
    expect(await failing()).toEqual([]);
    // An icon button with no name and grey-on-grey text (two serious violations), and a paragraph outside
    // every landmark (a moderate one): axe must report all three.
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      main.insertAdjacentHTML(
        'afterbegin',
        '<button type="button"><svg width="16" height="16"></svg></button>' +
          '<p style="color:#999;background:#aaa">Low contrast</p>',
      );
      document.body.insertAdjacentHTML('beforeend', '<p>Outside every landmark</p>');
    });
    expect((await failing()).sort()).toEqual(['button-name', 'color-contrast', 'region']);
  });

  it('guest pages', async () => {
    for (const path of ['/', '/login', '/signup', '/forgot-password', '/problems', '/compiler'])
      await check(page, theme, path);
    // A page that does not exist.
    await check(page, theme, '/no-such-page');
    // The code screen, reached as a new user reaches it (it needs the sign-up just sent).
    await submitSignupForm(page, newAccount(`otp${theme}`));
    await settled(page);
    await scan(page, theme, '/verify-otp');
  });

  /** The member's data, made once (by the first theme's walk), and the page signed in as that member. */
  async function signedInMember() {
    if (!seeded) seeded = await seed(page);
    else if (!(await page.evaluate(() => localStorage.getItem('token')))) {
      await page.goto('/');
      await page.evaluate((token) => localStorage.setItem('token', token), seeded.token);
    }
    return seeded;
  }

  // The member's pages are walked in three parts, each well within a test's time on a loaded machine.
  it('member pages: home, problems, a discussion and the solve screen', async () => {
    const { threadId } = await signedInMember();
    await check(page, theme, '/');
    await check(page, theme, '/dashboard');
    await check(page, theme, '/problems');
    await check(page, theme, `/problems/${PROBLEM}`, { tabs: true });
    await check(page, theme, `/problems/${PROBLEM}/discussions/${threadId}`);
    await check(page, theme, `/problems/solve/${PROBLEM}`, { tabs: true });
    await check(page, theme, '/compiler');
  });

  it('member pages: contests, leaderboard, profile, notifications and teams', async () => {
    const { username, contestId, teamId } = await signedInMember();
    await check(page, theme, '/contests');
    await check(page, theme, `/contests/${contestId}`, { tabs: true });
    await check(page, theme, '/leaderboard', { tabs: true });
    await check(page, theme, `/profile/${username}`);
    await check(page, theme, '/notifications');
    await check(page, theme, '/teams');
    await check(page, theme, `/teams/${teamId}`);
  });

  it('member pages: submissions with the code dialog, the user menu and VGuy open', async () => {
    await signedInMember();
    await check(page, theme, '/submissions');
    await page.getByRole('button', { name: 'View code' }).first().click();
    await page.getByRole('dialog').waitFor();
    await scan(page, theme, '/submissions, code dialog');
    await page.keyboard.press('Escape');

    // Each popup closes on Escape and gives focus back to its button: from inside it (Tab moves into
    // the user menu) and, for the chat, also with focus left on its button.
    const userMenu = page.getByRole('button', { name: 'User menu' });
    await userMenu.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await scan(page, theme, 'user menu open');
    await page.keyboard.press('Tab');
    await expectEscapeCloses(page, menu, userMenu, 'the user menu');

    const vguy = page.getByRole('button', { name: 'Chat with VGuy' });
    await vguy.click();
    const chat = page.getByRole('dialog', { name: /VGuy/ });
    await chat.waitFor();
    await scan(page, theme, 'VGuy chat open');
    await expectEscapeCloses(page, chat, vguy, "VGuy's chat (focus in its message box)");
    await vguy.click();
    await chat.waitFor();
    await page.getByRole('button', { name: 'Close chat with VGuy' }).focus();
    await expectEscapeCloses(page, chat, vguy, "VGuy's chat (focus on its button)");
    // The chat is not modal: an Escape pressed in another control of the page is that control's, and
    // neither closes the chat nor takes the focus away.
    await vguy.click();
    await chat.waitFor();
    await userMenu.focus();
    await page.keyboard.press('Escape');
    expect(await chat.isVisible()).toBe(true);
    expect(await userMenu.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Close chat with VGuy' }).click();
  });

  it('admin pages, with their tabs and dialogs', async () => {
    const { contestId, username } = await signedInMember();
    await check(page, theme, '/admin');
    // The top bar's Admin Panel group closes on Escape, focus back on its summary.
    const adminGroup = page.locator('header summary', { hasText: 'Admin Panel' });
    await adminGroup.click();
    const adminLinks = page.locator('header details[open]');
    await adminLinks.waitFor();
    await expectEscapeCloses(page, adminLinks, adminGroup, 'the Admin Panel group');
    await check(page, theme, '/admin/problems');
    await check(page, theme, '/admin/problems/new');
    await check(page, theme, `/admin/problems/${PROBLEM}`, { tabs: true });
    await check(page, theme, '/admin/contests');
    await check(page, theme, '/admin/contests/new');
    await check(page, theme, `/admin/contests/${contestId}`, { tabs: true });
    await check(page, theme, '/admin/audit');
    await check(page, theme, '/admin/reports');
    await check(page, theme, '/admin/settings');
    await check(page, theme, '/admin/users');
    await page.getByTestId('admin-user-row').filter({ hasText: username }).click();
    await page.getByRole('dialog', { name: `@${username}` }).waitFor();
    await scan(page, theme, '/admin/users, user panel');
  });
});
