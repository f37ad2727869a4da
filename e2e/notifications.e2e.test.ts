/**
 * A live notification followed (docs/product.md#notifications): a user on a phone-sized screen joins a
 * running contest; the admin posts an announcement from the contest's editor in another browser; the
 * user's bell, with no reload, is named "Notifications, 1 unread"; the bell opens /notifications, whose
 * item links to the contest's Clarifications tab, where the announcement is; the bell is then read. The
 * page's buttons are tap-sized on the phone.
 */
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi, type TestAccount } from './support/accounts';
import { CONTEST_PROBLEMS, contestBankDir } from './support/contest-bank';
import { tooSmallToTap, visibleBoxes } from './support/geometry';
import { useLiveApp } from './support/live-app';

const ADMIN_EMAIL = 'notify-admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL, PROBLEMS_DIR: contestBankDir() });
const MINUTE = 60_000;
const TITLE = 'Bell Round';
const NEWS = 'Problem A: the input may end without a newline.';

describe('notifications', () => {
  it("shows another user's announcement live on the bell and leads to it", async () => {
    const admin: TestAccount = { ...newAccount('bell'), email: ADMIN_EMAIL };
    const adminPage = await app.page();
    await signUpThroughUi(adminPage, app.server.dataDir, admin);
    const adminToken = await adminPage.evaluate(() => localStorage.getItem('token'));
    const created = await fetch(`${app.server.url}/api/admin/contests`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: TITLE,
        startTime: new Date(Date.now() - MINUTE).toISOString(),
        endTime: new Date(Date.now() + 60 * MINUTE).toISOString(),
        problems: CONTEST_PROBLEMS.map((problem) => problem.id),
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const contestId = ((await created.json()) as { contest: { id: string } }).contest.id;

    // The user, on a phone, joins the contest from its page.
    const page = await app.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpThroughUi(page, app.server.dataDir, newAccount('reader'));
    await page.goto(`/contests/${contestId}`);
    await page.getByRole('button', { name: 'Join Contest' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Registered' }).count()).toBe(1);
    const bell = page.getByTestId('notification-bell');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    // The bell fits the top bar of a 390 and a 360 px phone, which scrolls nothing sideways.
    await page.goto('/dashboard');
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const box = await bell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `bell at ${width} px`).toBe(true);
      const menu = await page.getByRole('button', { name: 'User menu' }).boundingBox();
      expect(menu && box && menu.x >= box.x + box.width && menu.x + menu.width <= width).toBe(true);
      const sizes = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        bar: document.querySelector('header')?.scrollWidth ?? 0,
      }));
      expect(sizes, `at ${width} px`).toEqual({ page: width, bar: width });
    }
    await page.setViewportSize({ width: 390, height: 844 });

    // The admin announces from the contest's editor.
    await adminPage.goto(`/admin/contests/${contestId}?tab=clarifications`);
    await adminPage.getByRole('textbox', { name: 'Announcement' }).fill(NEWS);
    await adminPage.getByRole('button', { name: 'Post announcement' }).click();

    // The user's bell changes by itself (the live stream), with no reload.
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notifications, 1 unread');
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await page.waitForURL('**/notifications');
    const item = page.getByRole('link', { name: `Unread: Announcement in ${TITLE}: ${NEWS}` });
    await page.getByRole('button', { name: 'Mark read' }).waitFor();
    expect(tooSmallToTap(await visibleBoxes(page, 'main button'))).toEqual([]);
    await item.click();
    await page.waitForURL(
      (url) => url.pathname === `/contests/${contestId}` && url.searchParams.get('tab') === 'clarifications',
    );
    await expect.poll(() => page.getByText(NEWS).count()).toBeGreaterThan(0);
    // Followed, it is read: the bell says so.
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');

    // 50 more announcements: the page lists the 50 newest and shows the first one on 'Show older'.
    for (let n = 1; n <= 50; n += 1) {
      const sent = await fetch(`${app.server.url}/api/admin/contests/${contestId}/announcements`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: `Update ${n}` }),
      });
      expect(sent.status, await sent.clone().text()).toBe(201);
    }
    await page.goto('/notifications');
    const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(50);
    expect(await page.getByText(`Announcement in ${TITLE}: ${NEWS}`).count()).toBe(0);
    await page.getByRole('button', { name: 'Show older' }).click();
    await page.getByText(`Announcement in ${TITLE}: ${NEWS}`).waitFor();
    expect(await items.count()).toBe(51);
    expect(await page.getByRole('button', { name: 'Show older' }).count()).toBe(0);
  });
});
