/** Browser steps shared by the scenarios: signing up through the UI with the code from the outbox. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForCode } from './outbox';

export type TestAccount = { name: string; username: string; email: string; password: string };

let counter = 0;
export function newAccount(prefix: string): TestAccount {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { name: `Ada ${prefix}`, username: id, email: `${id}@example.com`, password: 'correct horse 1' };
}

export async function fillOtp(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code);
}

/** Fills and sends the /signup form; leaves the browser on the code screen. */
export async function submitSignupForm(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(account.name);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/verify-otp');
}

/** Signs up through /signup, enters the e-mailed code and lands on the dashboard. */
export async function signUpThroughUi(page: Page, dataDir: string, account: TestAccount): Promise<void> {
  await submitSignupForm(page, account);
  const code = await waitForCode(dataDir, account.email);
  await fillOtp(page, code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL('**/dashboard');
  expect(page.url()).toMatch(/\/dashboard$/);
}

export async function signInThroughUi(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs out through the user menu and waits for the login screen. */
export async function signOutThroughUi(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}
