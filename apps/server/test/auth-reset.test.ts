import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import {
  createAccount,
  createGoogleOnlyAccount,
  login,
  mailedCode,
  newAccount,
  PASSWORD,
  postJson,
  register,
  whoAmI,
} from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { expectValidationFailed } from './helpers/validation';

const NEW_PASSWORD = 'brand-new-pass';
const SECOND = 1000;

describe('password reset', () => {
  const t = useTestApp({ env: { RATE_LIMITS: 'off' } });

  /** Asks for a reset code for `email` and exchanges it for a reset token. */
  const resetTokenFor = async (email: string): Promise<string> => {
    t.clock.advance(31 * SECOND); // past any earlier code's resend cooldown
    const sent = await postJson(t, '/api/auth/send-otp', { email, forPasswordReset: true });
    expect(sent.statusCode).toBe(200);
    const verified = await postJson(t, '/api/auth/verify-otp', {
      email,
      otp: mailedCode(t, email),
      forPasswordReset: true,
    });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toEqual({ message: expect.any(String), resetToken: expect.any(String) });
    return body.resetToken as string;
  };
  const reset = (body: Record<string, unknown>) => postJson(t, '/api/auth/reset-password', body);

  it('resets end to end: code, token, new password; every old session ends', async () => {
    const account = await createAccount(t);
    const secondSession = (await login(t, account.email, PASSWORD)).json().token as string;
    const resetToken = await resetTokenFor(account.email);

    const response = await reset({
      email: account.email,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      resetToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });

    expect((await whoAmI(t, account.token)).statusCode).toBe(401);
    expect((await whoAmI(t, secondSession)).statusCode).toBe(401);
    expect((await login(t, account.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works without confirmPassword: email, password and the reset token suffice', async () => {
    const account = await createAccount(t);
    const resetToken = await resetTokenFor(account.email);
    expect((await reset({ email: account.email, password: NEW_PASSWORD, resetToken })).statusCode).toBe(200);
  });

  it('mails no reset code for a sign-up still waiting for its code: it is no account yet', async () => {
    const details = newAccount();
    await register(t, details);
    t.clock.advance(31 * SECOND);
    const sent = await postJson(t, '/api/auth/send-otp', { email: details.email, forPasswordReset: true });
    expect(sent.statusCode).toBe(200);
    expect(t.memoryMailer?.sent.filter((m) => m.to === details.email)).toHaveLength(1);
    expect(t.memoryMailer?.sent.at(-1)?.subject).not.toMatch(/reset/i);
  });

  it('gives a Google-only account a password', async () => {
    const account = await createGoogleOnlyAccount(t);
    const resetToken = await resetTokenFor(account.email);
    expect((await reset({ email: account.email, password: NEW_PASSWORD, resetToken })).statusCode).toBe(200);
    expect((await login(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  const notAllowed = { code: 'RESET_NOT_ALLOWED', error: 'Please verify the code sent to your email first.' };

  it('uses a reset token once', async () => {
    const account = await createAccount(t);
    const resetToken = await resetTokenFor(account.email);
    expect((await reset({ email: account.email, password: NEW_PASSWORD, resetToken })).statusCode).toBe(200);
    const again = await reset({ email: account.email, password: 'another-pass', resetToken });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(notAllowed);
  });

  it('refuses a token granted for another account, an unknown address, or a made-up token', async () => {
    const owner = await createAccount(t);
    const victim = await createAccount(t);
    const resetToken = await resetTokenFor(owner.email);
    for (const body of [
      { email: victim.email, password: NEW_PASSWORD, resetToken },
      { email: 'nobody@example.com', password: NEW_PASSWORD, resetToken },
      { email: owner.email, password: NEW_PASSWORD, resetToken: 'made-up-token' },
    ]) {
      const response = await reset(body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(notAllowed);
    }
    expect((await login(t, victim.email, PASSWORD)).statusCode).toBe(200);
    // The failed attempts did not spend the owner's token.
    expect((await reset({ email: owner.email, password: NEW_PASSWORD, resetToken })).statusCode).toBe(200);
  });

  it('refuses a token older than ten minutes', async () => {
    const account = await createAccount(t);
    const resetToken = await resetTokenFor(account.email);
    t.clock.advance(10 * 60 * SECOND + SECOND);
    const response = await reset({ email: account.email, password: NEW_PASSWORD, resetToken });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(notAllowed);
  });

  it('sends nothing for an unknown address but answers 200', async () => {
    const before = t.memoryMailer?.sent.length;
    const response = await postJson(t, '/api/auth/send-otp', {
      email: 'ghost@example.com',
      forPasswordReset: true,
    });
    expect(response.statusCode).toBe(200);
    expect(t.memoryMailer?.sent.length).toBe(before);
  });

  const base = { email: 'someone@example.com', resetToken: 'token' };
  const passwords = (password: string, confirmPassword: string) => ({ password, confirmPassword });
  const REQUIRED = 'Both fields are required.';
  const MISMATCH = 'Passwords do not match.';
  it.each([
    ['an empty password', passwords('', 'secret1'), 'password', REQUIRED],
    ['an empty confirmation', passwords('secret1', ''), 'password', REQUIRED],
    ['no password', { confirmPassword: 'secret1' }, 'password', REQUIRED],
    ['mismatched and short passwords', passwords('abc', 'abd'), 'confirmPassword', MISMATCH],
    ['mismatched passwords', passwords('secret1', 'secret2'), 'confirmPassword', MISMATCH],
    ['a short password', passwords('abc', 'abc'), 'password', 'Password must be at least 6 characters.'],
  ])('validates: %s', async (_label, change, path, message) => {
    expectValidationFailed(await reset({ ...base, ...change }), message, path);
  });

  it('asks for the code first when no reset token is sent', async () => {
    const response = await reset({
      email: 'someone@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expectValidationFailed(response, 'Please verify the code sent to your email first.');
  });

  it('keeps the stored row clean: the new hash is argon2id', async () => {
    const account = await createAccount(t);
    const resetToken = await resetTokenFor(account.email);
    await reset({ email: account.email, password: NEW_PASSWORD, resetToken });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
