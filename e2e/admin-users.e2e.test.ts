/**
 * An admin manages a user from /admin/users: finds them by part of their e-mail, grants tokens (and is
 * shown why a larger take is refused), bans them (their session answers 401 at once), unbans them, and
 * finds each change on /admin/audit; last, the Overview counts both accounts, says the sandbox passed its
 * self-test (this server runs the real judge) and names its chart. The admin is made as the product makes
 * one: an address listed in ADMIN_EMAILS, proven by its code at sign-up.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi } from './support/accounts';
import { useLiveApp } from './support/live-app';

const ADMIN_EMAIL = 'admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL });

/** The texts of a table row's cells, in column order. */
function cells(row: Locator): Promise<string[]> {
  return row.locator('td').allTextContents();
}

describe('admin users', () => {
  it('finds a user by e-mail, grants tokens, bans and unbans them, and the audit log lists it all', async () => {
    const member = newAccount('member');
    const memberPage = await app.page();
    await signUpThroughUi(memberPage, app.server.dataDir, member);
    const memberToken = await memberPage.evaluate(() => localStorage.getItem('token'));
    expect(memberToken).toBeTruthy();

    const admin = { ...newAccount('boss'), email: ADMIN_EMAIL };
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, admin);

    await page.goto('/admin/users');
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    const rows = page.getByTestId('admin-user-row');
    await expect.poll(() => rows.count()).toBe(2);

    // Only the e-mail holds an '@', so this finds the member by their e-mail, not by their username.
    const search = `${member.username.slice(-6)}@example`;
    await page.getByLabel('Search users').fill(search);
    await page.waitForURL((url) => url.searchParams.get('query') === search);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await cells(rows.first())).toContain(member.email);

    await rows.first().click();
    const panel = page.getByRole('dialog', { name: `@${member.username}` });
    const balance = panel.getByTestId('admin-user-tokens');
    const startingTokens = Number(await balance.textContent());

    await panel.getByLabel('Tokens').fill('50');
    await panel.getByRole('button', { name: 'Grant' }).click();
    await expect.poll(() => page.getByText('50 tokens granted.', { exact: true }).count()).toBe(1);
    await expect.poll(async () => Number(await balance.textContent())).toBe(startingTokens + 50);
    await expect.poll(() => cells(rows.first())).toContain(String(startingTokens + 50));

    await panel.getByLabel('Tokens').fill(String(startingTokens + 51));
    await panel.getByRole('button', { name: 'Take' }).click();
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toBe('A user cannot have fewer than 0 tokens.');
    expect(Number(await balance.textContent())).toBe(startingTokens + 50);

    await panel.getByRole('button', { name: 'Ban User' }).click();
    await panel.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect.poll(() => page.getByText('User banned.', { exact: true }).count()).toBe(1);
    const verify = await fetch(`${app.server.url}/api/auth/verify`, {
      headers: { Authorization: `Bearer ${memberToken}` },
    });
    expect(verify.status).toBe(401);

    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(() => rows.first().getByText('Banned', { exact: true }).count()).toBe(1);

    await rows.first().click();
    await panel.getByRole('button', { name: 'Unban User' }).click();
    await expect.poll(() => page.getByText('User unbanned.', { exact: true }).count()).toBe(1);
    await expect.poll(() => rows.first().getAttribute('data-banned')).toBe('false');
    await expect.poll(() => panel.getByTestId('user-audit-entry').count()).toBe(3);
    await page.keyboard.press('Escape');

    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Audit Log' })
      .click();
    await page.waitForURL('**/admin/audit');
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    const entries = page.getByTestId('audit-row');
    await expect.poll(() => entries.count()).toBe(3);
    // The heading covers every kind of change, not only those to users.
    await page
      .getByText(
        'Every change admins made to users, problems, contests, discussions and the site settings, newest first.',
      )
      .waitFor();
    const by = `@${admin.username}`;
    // The target: its kind, its title and its id (a uuid for an account).
    const about = expect.stringMatching(new RegExp(`^User@${member.username}[0-9a-f-]{36}$`));
    // Columns: time, admin, action, target, change; newest first. The refused take left no entry.
    expect((await cells(entries.nth(0))).slice(1)).toEqual([by, 'Unbanned', about, 'Banned → Active']);
    expect((await cells(entries.nth(1))).slice(1)).toEqual([by, 'Banned', about, 'Active → Banned']);
    expect((await cells(entries.nth(2))).slice(1)).toEqual([
      by,
      'Tokens',
      about,
      `${startingTokens} → ${startingTokens + 50} (+50)`,
    ]);

    // A change to the site settings reads as what it is, never as a user ('@Site settings').
    const saved = await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` };
      const read = await fetch('/api/admin/settings', { headers });
      const { settings } = (await read.json()) as { settings: { aiReviewsPerDay: number } };
      const write = await fetch('/api/admin/settings', {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...settings, aiReviewsPerDay: settings.aiReviewsPerDay + 1 }),
      });
      return write.status;
    });
    expect(saved).toBe(200);
    await page.reload();
    await expect.poll(() => entries.count()).toBe(4);
    const settingsRow = await cells(entries.nth(0));
    expect(settingsRow.slice(1, 4)).toEqual([by, 'Changed settings', 'SettingsSite settingssite']);
    expect(await page.getByTestId('audit-target').allTextContents()).not.toContain('@Site settings');
    await expect.poll(() => page.getByText('@Site settings').count()).toBe(0);

    await page.getByLabel('Action').selectOption({ label: 'Banned' });
    await page.waitForURL((url) => url.searchParams.get('action') === 'user.ban');
    await expect.poll(() => entries.count()).toBe(1);
    expect((await cells(entries.first()))[2]).toBe('Banned');

    // The Overview: the two accounts, the real judge's sandbox, and a chart of a month without submissions.
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Overview', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await expect.poll(() => page.getByTestId('overview-users').textContent()).toBe('2');
    await page.getByText('Passed', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'No submissions in the last 30 days' }).waitFor();
  });
});
