import { describe, expect, it } from 'vitest';
import { createSession } from '../src/accounts/sessions';
import { bearer, createAccount, createGoogleOnlyAccount, login, PASSWORD, whoAmI } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { expectValidationFailed } from './helpers/validation';

describe('PUT /api/users/:id/change-password', () => {
  const t = useTestApp({ env: { RATE_LIMITS: 'off' } });

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
    const account = await createGoogleOnlyAccount(t);
    const token = await createSession(t.app.ctx, account.id);
    const response = await change(
      account.id,
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

  const passwords = (currentPassword: string, newPassword: string, confirmPassword: string) => ({
    currentPassword,
    newPassword,
    confirmPassword,
  });
  const REQUIRED = 'All fields are required.';
  const MISMATCH = 'New passwords do not match.';
  it.each([
    ['an empty current password', passwords('', 'secret1', 'secret1'), REQUIRED],
    ['an empty new password', passwords('secret0', '', ''), REQUIRED],
    ['an empty confirmation', passwords('secret0', 'secret1', ''), REQUIRED],
    ['a missing new password', { currentPassword: 'secret0' }, REQUIRED],
    ['mismatched and short new passwords', passwords('secret0', 'abc', 'abd'), MISMATCH],
    ['mismatched new passwords', passwords('secret0', 'secret1', 'secret2'), MISMATCH],
    [
      'a short new password',
      passwords('secret0', 'abc', 'abc'),
      'Password must be at least 6 characters long',
    ],
  ])('validates: %s', async (_label, body, message) => {
    const account = await createAccount(t);
    expectValidationFailed(await change(account.id, body, account.token), message);
  });
});
