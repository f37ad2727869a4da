import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/accounts/sessions';
import { users } from '../src/db/schema';
import { bearer, createAccount, login, newAccount, PASSWORD, whoAmI } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

describe('PUT /api/users/:id/change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const change = (id: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}/change-password`,
      payload: payload as object,
      headers: token ? bearer(token) : {},
    });

  it('changes the password, keeps this session and ends the others', async () => {
    const account = await createAccount(t);
    const otherSession = (await login(t, account.email, PASSWORD)).json().token as string;
    const response = await change(
      account.id,
      { currentPassword: PASSWORD, newPassword: 'next-password', confirmPassword: 'next-password' },
      account.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully!' });
    expect((await whoAmI(t, account.token)).statusCode).toBe(200);
    expect((await whoAmI(t, otherSession)).statusCode).toBe(401);
    expect((await login(t, account.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, account.email, 'next-password')).statusCode).toBe(200);
  });

  it('answers a wrong current password with 400 WRONG_PASSWORD', async () => {
    const account = await createAccount(t);
    const response = await change(
      account.id,
      { currentPassword: 'not-it', newPassword: 'next-password' },
      account.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'WRONG_PASSWORD', error: 'Current password is incorrect.' });
  });

  it('answers a Google-only account (no password yet) with WRONG_PASSWORD', async () => {
    const details = newAccount();
    const [row] = await t.database.db
      .insert(users)
      .values({
        name: details.name,
        username: details.username,
        email: details.email,
        googleSubject: `g-${details.username}`,
        isEmailVerified: true,
      })
      .returning();
    const token = await createSession(t.app.ctx, row?.id ?? '');
    const response = await change(
      row?.id ?? '',
      { currentPassword: 'anything', newPassword: 'next-password' },
      token,
    );
    expect(response.json().code).toBe('WRONG_PASSWORD');
  });

  it('lets nobody else change it: 403 for another user (admins included), 401 for guests', async () => {
    const owner = await createAccount(t);
    const other = await createAccount(t);
    const body = { currentPassword: PASSWORD, newPassword: 'next-password' };
    const forbidden = await change(owner.id, body, other.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    const guest = await change(owner.id, body);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('UNAUTHENTICATED');
  });

  it.each([
    [
      'an empty current password',
      { currentPassword: '', newPassword: 'secret1', confirmPassword: 'secret1' },
      'All fields are required.',
    ],
    [
      'an empty new password',
      { currentPassword: 'secret0', newPassword: '', confirmPassword: '' },
      'All fields are required.',
    ],
    [
      'an empty confirmation',
      { currentPassword: 'secret0', newPassword: 'secret1', confirmPassword: '' },
      'All fields are required.',
    ],
    ['a missing new password', { currentPassword: 'secret0' }, 'All fields are required.'],
    [
      'mismatched and short new passwords',
      { currentPassword: 'secret0', newPassword: 'abc', confirmPassword: 'abd' },
      'New passwords do not match.',
    ],
    [
      'mismatched new passwords',
      { currentPassword: 'secret0', newPassword: 'secret1', confirmPassword: 'secret2' },
      'New passwords do not match.',
    ],
    [
      'a short new password',
      { currentPassword: 'secret0', newPassword: 'abc', confirmPassword: 'abc' },
      'Password must be at least 6 characters long',
    ],
  ])('validates: %s', async (_label, body, message) => {
    const account = await createAccount(t);
    const response = await change(account.id, body, account.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
  });
});
