/**
 * The profile owner edits bio and socials, names an affiliation, uploads a photo by drag-and-drop, changes
 * the password.
 */
import { describe, expect, it } from 'vitest';
import { newAccount, signInThroughUi, signUpThroughUi } from './support/accounts';
import { useLiveApp } from './support/live-app';

const app = useLiveApp();

/** A 1×1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('profile', () => {
  it('lets the owner edit bio and socials, with https:// put in front of bare links', async () => {
    const account = newAccount('profiled');
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, account);

    await page.goto(`/profile/${account.username}`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Bio').fill('I solve things. 🚀');
    await page.getByLabel('GitHub').fill('github.com/ada');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('Profile updated successfully!').count()).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByTestId('profile-bio').textContent()).toBe('I solve things. 🚀');
    expect(await page.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe(
      'https://github.com/ada',
    );
  });

  it('names an affiliation, refusing a country that is not one, and shows it with its flag', async () => {
    const account = newAccount('affiliated');
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, account);

    await page.goto(`/profile/${account.username}`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('University or school (full name)').fill('University of Science');
    await page.getByLabel('Short name').fill('HCMUS');
    const country = page.getByLabel('Country code (optional)');
    await country.fill('xxx');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('A country is its three-letter code (ISO 3166-1 alpha-3), e.g. VNM.').waitFor();
    expect(await country.getAttribute('aria-invalid')).toBe('true');
    await country.fill('vnm');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('Profile updated successfully!').count()).toBe(1);

    await page.reload();
    await expect
      .poll(() => page.getByTestId('affiliation').textContent())
      .toBe('University of Science (HCMUS) · 🇻🇳Vietnam');
  });

  it('uploads a photo dropped on the dialog and removes it again', async () => {
    const account = newAccount('photo');
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, account);
    await page.goto(`/profile/${account.username}`);

    await page.getByRole('button', { name: 'Change profile photo' }).click();
    const dataTransfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'me.png', { type: 'image/png' }));
      return transfer;
    }, PNG_BASE64);
    await page.getByTestId('photo-dropzone').dispatchEvent('drop', { dataTransfer });
    await expect.poll(() => page.getByText('Profile photo updated').count()).toBe(1);

    const photo = page.getByRole('img', { name: account.name }).first();
    const source = await photo.getAttribute('src');
    expect(source).toMatch(/^\/uploads\//);
    const served = await page.request.get(source ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');

    await page.getByRole('button', { name: 'Change profile photo' }).click();
    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await expect.poll(() => page.getByText('Profile photo removed').count()).toBe(1);
    await expect.poll(() => page.getByRole('img', { name: account.name }).count()).toBe(0);
  });

  it('saves the theme on the account, and signing in elsewhere brings it back', async () => {
    const account = newAccount('darkmode');
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, account);
    await page.goto(`/profile/${account.username}`);
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect.poll(() => page.getByText('Theme saved: dark').count()).toBe(1);

    const elsewhere = await app.page();
    await elsewhere.goto('/login');
    expect(await elsewhere.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await signInThroughUi(elsewhere, account.username, account.password);
    await elsewhere.waitForURL('**/dashboard');
    await expect
      .poll(() => elsewhere.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
  });

  it('changes the password through the dialog', async () => {
    const account = newAccount('rotate');
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, account);
    await page.goto(`/profile/${account.username}`);

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password', { exact: true }).fill(account.password);
    await dialog.getByLabel('New Password', { exact: true }).fill('another secret 2');
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill('another secret 3');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('New passwords do not match.');

    await dialog.getByLabel('Confirm New Password', { exact: true }).fill('another secret 2');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByText('Password changed successfully!').count()).toBe(1);

    const fresh = await app.page();
    await fresh.goto('/login');
    await signInThroughUi(fresh, account.username, 'another secret 2');
    await fresh.waitForURL('**/dashboard');
  });
});
