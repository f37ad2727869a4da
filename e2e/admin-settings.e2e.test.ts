/**
 * An admin changes the site's settings at /admin/settings and the pages follow: with AI reviews per
 * problem set from 3 to 1 and an announcement saved, a member's pages show the announcement in the banner
 * (closed for the rest of the session once dismissed) and the solve editor's AI Power tab allows 1 review
 * per problem; with sign-up closed, a guest's /signup says so instead of showing the form. The admin is
 * made as the product makes one: an address listed in ADMIN_EMAILS, proven by its code at sign-up.
 */
import type { PublicSettings } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi } from './support/accounts';
import { useLiveApp } from './support/live-app';

const ADMIN_EMAIL = 'admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL });

const ANNOUNCEMENT = 'Maintenance tonight at 22:00 UTC: runs may queue for a minute.';

async function publicSettings(): Promise<PublicSettings> {
  const response = await fetch(`${app.server.url}/api/settings`);
  return (await response.json()) as PublicSettings;
}

describe('admin settings', () => {
  it('limits AI reviews, announces, and closes sign-up, and the pages follow', async () => {
    const memberPage = await app.page();
    await signUpThroughUi(memberPage, app.server.dataDir, newAccount('member'));

    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, { ...newAccount('boss'), email: ADMIN_EMAIL });
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();

    const perProblem = page.getByLabel('AI reviews per problem');
    await expect.poll(() => perProblem.inputValue()).toBe('3');
    await perProblem.fill('1');
    await page.getByRole('textbox', { name: 'Announcement' }).fill(ANNOUNCEMENT);
    expect(await page.getByTestId('announcement-count').innerText()).toContain(`${ANNOUNCEMENT.length}/500`);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => page.getByText('Settings saved.', { exact: true }).count()).toBe(1);
    expect(await publicSettings()).toMatchObject({ aiReviewsPerProblem: 1, announcement: ANNOUNCEMENT });

    // The member's next page load reads the new settings: the banner, then the editor's allowance.
    await memberPage.goto('/problems');
    const banner = memberPage.getByRole('status', { name: 'Announcement' });
    await expect.poll(() => banner.getByTestId('announcement-text').innerText()).toBe(ANNOUNCEMENT);
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    // Closed for the session: after a reload the settings arrive again, and the banner stays away.
    await Promise.all([
      memberPage.waitForResponse((response) => new URL(response.url()).pathname === '/api/settings'),
      memberPage.reload(),
    ]);
    await memberPage.getByRole('heading', { name: 'Problems', exact: true }).waitFor();
    expect(await banner.count()).toBe(0);

    await memberPage.goto('/problems/solve/add-two');
    await memberPage.getByRole('tab', { name: 'AI Power' }).click();
    await expect
      .poll(() => memberPage.getByTestId('review-allowance').innerText())
      .toContain('1 review per problem, 15 per day');
    await expect
      .poll(() => memberPage.getByTestId('review-limits').innerText())
      .toBe('1 left for this problem, 15 today');

    await page.getByRole('checkbox', { name: 'Sign-up open' }).uncheck();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(async () => (await publicSettings()).registrationOpen).toBe(false);

    const guestPage = await app.page();
    await guestPage.goto('/signup');
    await guestPage.getByText('Sign-up is closed for now.', { exact: true }).waitFor();
    expect(await guestPage.getByRole('button', { name: 'Create Account' }).count()).toBe(0);
    expect(await guestPage.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
  });
});
