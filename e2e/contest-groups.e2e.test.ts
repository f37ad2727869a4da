/**
 * Contest groups end to end (docs/contests.md#groups), at 390×844: an admin's contest with a group opens
 * in the editor with its Groups card; a group is added from the keyboard (Add a group puts the focus in the
 * new row's id, Tab walks its fields), a country that is not three letters is marked under its field as it
 * is typed, the corrected group is saved and comes back; removing a row puts the focus back on Add. The
 * card fits the width and its buttons are 44 px tall. The contest's board offers "All contestants" and each
 * group, and a group with no one in it says so.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi, type TestAccount } from './support/accounts';
import { horizontalOverflow } from './support/geometry';
import { useLiveApp } from './support/live-app';

const ADMIN_EMAIL = 'groups-admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const MINUTE = 60_000;

async function adminPage(): Promise<{ page: Page; token: string }> {
  const page = await app.page();
  const account: TestAccount = { ...newAccount('grouper'), email: ADMIN_EMAIL };
  await signUpThroughUi(page, app.server.dataDir, account);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('The admin has no token.');
  return { page, token };
}

/** Which row of the Groups card (its aria-label) holds the focused element, and the element's label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const row = active?.closest('li[aria-label]')?.getAttribute('aria-label') ?? null;
    const label = active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null;
    return { row, label: label ?? active?.textContent?.trim() ?? null };
  });

describe('contest groups', () => {
  it('are edited from the keyboard at 390 px, and filter the board', async () => {
    const { page, token } = await adminPage();
    const response = await fetch(`${app.server.url}/api/admin/contests`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Grouped Cup',
        startTime: new Date(Date.now() - 10 * MINUTE).toISOString(),
        endTime: new Date(Date.now() + 50 * MINUTE).toISOString(),
        problems: [],
        participation: 'team',
        groups: [{ id: 'europe', name: 'Europe', countries: ['DEU', 'FRA'] }],
      }),
    });
    const text = await response.text();
    expect(response.status, text).toBe(201);
    const contestId = (JSON.parse(text) as { contest: { id: string } }).contest.id;

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/contests/${contestId}`);
    const editor = page.getByTestId('groups-editor');
    await editor.waitFor();
    const first = editor.getByRole('listitem', { name: 'Group 1' });
    expect(await first.getByLabel('Id').inputValue()).toBe('europe');
    expect(await first.getByLabel('Countries').inputValue()).toBe('DEU, FRA');

    // Add a group from the keyboard: the focus lands in its id; Tab walks id, name, countries.
    const add = editor.getByRole('button', { name: 'Add a group' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toEqual({ row: 'Group 2', label: 'Id' });
    await page.keyboard.type('asia');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ row: 'Group 2', label: 'Name' });
    await page.keyboard.type('Asia');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ row: 'Group 2', label: 'Countries' });
    await page.keyboard.type('VN, JPN');
    const second = editor.getByRole('listitem', { name: 'Group 2' });
    await second.getByText(/three-letter code/).waitFor();
    expect(await second.getByLabel('Countries').getAttribute('aria-invalid')).toBe('true');

    // It fits 390 px, and every button of the card is a 44 px target.
    expect(await horizontalOverflow(page)).toBe(0);
    for (const button of await editor.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(
        box?.height,
        (await button.getAttribute('aria-label')) ?? (await button.innerText()),
      ).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }

    await second.getByLabel('Countries').fill('vnm jpn');
    expect(await second.getByText(/three-letter code/).count()).toBe(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => {
        const stored = await fetch(`${app.server.url}/api/admin/contests/${contestId}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await stored.json()) as { contest: { groups: unknown[] } }).contest.groups;
      })
      .toEqual([
        { id: 'europe', name: 'Europe', countries: ['DEU', 'FRA'] },
        { id: 'asia', name: 'Asia', countries: ['VNM', 'JPN'] },
      ]);
    await page.reload();
    await editor.getByRole('listitem', { name: 'Group 2' }).waitFor();
    expect(await editor.getByRole('listitem', { name: 'Group 2' }).getByLabel('Countries').inputValue()).toBe(
      'VNM, JPN',
    );

    // Removing a row from the keyboard puts the focus back on Add.
    await editor.getByRole('button', { name: 'Remove group 2 (Asia)' }).focus();
    await page.keyboard.press('Enter');
    expect(await editor.getByRole('listitem').count()).toBe(1);
    expect(await focused(page)).toMatchObject({ label: 'Add a group' });

    // The board: everyone, or one group; no one is in Europe.
    await page.goto(`/contests/${contestId}?tab=scoreboard`);
    const select = page.getByTestId('scoreboard-group');
    await select.waitFor();
    expect(await select.locator('option').allInnerTexts()).toEqual(['All contestants', 'Europe', 'Asia']);
    expect((await select.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await select.selectOption('europe');
    await page.getByText('No one of this group on the board').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
