/**
 * Faults the hardening issue fixed, as a person meets them in the browser: a sign-up left unverified is
 * finished later by signing in with its password (the code then makes the account; no account existed
 * before), and a program that prints a NUL byte gets its output shown with the mark explained.
 */
import { describe, expect, it } from 'vitest';
import { fillOtp, newAccount, signInThroughUi, submitSignupForm } from './support/accounts';
import { writeCode } from './support/editor';
import { useLiveApp } from './support/live-app';
import { waitForCode } from './support/outbox';

const app = useLiveApp();

describe('a sign-up finished later', () => {
  it('is no account until its code, and signing in with its password leads to the code', async () => {
    const account = newAccount('later');
    const page = await app.page();
    await submitSignupForm(page, account);
    const first = await waitForCode(app.server.dataDir, account.email);

    // The person closes the tab; later, in a new one, they sign in with the password they chose.
    await page.close();
    const later = await app.page();
    await later.goto('/login');
    await signInThroughUi(later, account.email, account.password);
    await later.getByText('Your email is not verified.').waitFor();
    await later.getByRole('button', { name: 'Click here to verify your account' }).click();
    await later.waitForURL('**/verify-otp');
    // A new code is mailed unless the first is under 30 s old; either one is the live code.
    const code = await waitForCode(app.server.dataDir, account.email, 2, 3_000).catch(() => first);
    await fillOtp(later, code);
    await later.getByRole('button', { name: 'Verify OTP' }).click();
    await later.waitForURL('**/dashboard');
    await later.getByText(`Welcome, ${account.name}!`).waitFor();
  });
});

describe('a program that prints a NUL byte', () => {
  it('has its output shown in the compiler, with ␀ explained', async () => {
    const page = await app.page();
    await page.goto('/compiler');
    await page.locator('.monaco-editor .view-lines').waitFor();
    await writeCode(page, 'import sys\nsys.stdout.write("a\\0b\\n")\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const output = page.getByTestId('compiler-output');
    await output.waitFor({ timeout: 30_000 });
    expect((await output.innerText()).trim()).toBe('a\u2400b');
    expect(await page.getByTestId('output-marks-note').innerText()).toBe(
      '␀ marks a NUL byte (\\0) the program wrote.',
    );
  });
});
