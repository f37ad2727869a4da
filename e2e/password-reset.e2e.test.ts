/** Forgot password → code from the outbox → new password → sign in with it (and not with the old one). */
import { describe, expect, it } from 'vitest';
import { fillOtp, newAccount, signInThroughUi, signUpThroughUi } from './support/accounts';
import { waitForCode } from './support/outbox';
import { useLiveApp } from './support/live-app';

const app = useLiveApp();

describe('password reset', () => {
  it('lets a user who forgot their password choose a new one and sign in with it', async () => {
    const account = newAccount('forgetful');
    await signUpThroughUi(await app.page(), app.server.dataDir, account);

    const page = await app.page();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL('**/verify-otp');

    // The sign-up code was message 1; the reset code is message 2.
    const code = await waitForCode(app.server.dataDir, account.email, 2);
    await fillOtp(page, code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/reset-password');

    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Password must be at least 6 characters.');

    const newPassword = 'a brand new secret';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login');

    await signInThroughUi(page, account.email, account.password);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid credentials.');

    await signInThroughUi(page, account.email, newPassword);
    await page.waitForURL('**/dashboard');
    // The account is seconds old, so either greeting is right here; the 60 s rule has its unit test.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(new RegExp(`^Welcome( back)?, ${account.name}!$`));
  });

  it('says so when /reset-password is opened without an e-mail', async () => {
    const page = await app.page();
    await page.goto('/reset-password');
    await expect.poll(() => page.getByText('No email provided for password reset.').count()).toBe(1);
    await page.goto('/verify-otp');
    await expect.poll(() => page.getByText('No email provided for verification.').count()).toBe(1);
  });
});
