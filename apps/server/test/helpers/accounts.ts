/** Account helpers for integration tests: sign up, verify by the mailed code, sign in, call with a token. */
import crypto from 'node:crypto';
import type { User } from '@codeconquer/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { users } from '../../src/db/schema';
import type { TestApp } from './build-test-app';

export const PASSWORD = 'secret-pass-1';

export type NewAccount = { name: string; username: string; email: string; password: string };

export type Account = NewAccount & { id: string; token: string; user: User };

/** Fresh, unique sign-up details. */
export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  const tag = crypto.randomBytes(4).toString('hex');
  return {
    name: `Test User ${tag}`,
    username: `user_${tag}`,
    email: `user.${tag}@example.com`,
    password: PASSWORD,
    ...overrides,
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export function postJson(
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export async function register(t: TestApp, details: NewAccount): Promise<LightMyRequestResponse> {
  return postJson(t, '/api/auth/register', { ...details, confirmPassword: details.password });
}

/** The last code mailed to `email` (the test app's memory mailer). */
export function mailedCode(t: TestApp, email: string): string {
  if (!t.memoryMailer) throw new Error('this test app sends real mail');
  return t.memoryMailer.lastCode(email);
}

/** Signs up and verifies by the mailed code, as the web app does; returns the signed-in account. */
export async function createAccount(t: TestApp, overrides: Partial<NewAccount> = {}): Promise<Account> {
  const details = newAccount(overrides);
  const registered = await register(t, details);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const verified = await postJson(t, '/api/auth/verify-otp', {
    email: details.email,
    otp: mailedCode(t, details.email),
    registrationToken: registered.json<{ registrationToken: string }>().registrationToken,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const body = verified.json<{ token: string; user: User }>();
  return {
    ...details,
    email: details.email.toLowerCase(),
    id: body.user.id,
    token: body.token,
    user: body.user,
  };
}

/**
 * Accounts made, in order, before the tests of the enclosing file or describe block (after its test app is
 * built), each by its name's sign-up overrides. Filled in by that beforeAll hook: read it only in tests.
 */
export function useAccounts<Name extends string>(
  t: TestApp,
  overrides: Record<Name, Partial<NewAccount>>,
): Record<Name, Account> {
  const accounts = {} as Record<Name, Account>;
  beforeAll(async () => {
    for (const name of Object.keys(overrides) as Name[]) {
      accounts[name] = await createAccount(t, overrides[name]);
    }
  });
  return accounts;
}

/** A verified account that signs in only with Google (it has no password), written straight to the database. */
export async function createGoogleOnlyAccount(
  t: TestApp,
): Promise<Omit<NewAccount, 'password'> & { id: string }> {
  const { name, username, email } = newAccount();
  const [row] = await t.database.db
    .insert(users)
    .values({ name, username, email, googleSubject: `google-${username}`, isEmailVerified: true })
    .returning();
  if (!row) throw new Error('the Google-only account was not stored');
  return { name, username, email, id: row.id };
}

export async function login(
  t: TestApp,
  identifier: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return postJson(t, '/api/auth/login', { email: identifier, password });
}

export async function whoAmI(t: TestApp, token: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });
}

/** PUT /api/users/{id} with `changes`, as the holder of `token`. */
export async function editProfile(
  t: TestApp,
  token: string,
  id: string,
  changes: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload: changes });
}
