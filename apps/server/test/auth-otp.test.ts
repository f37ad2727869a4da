import { and, eq } from 'drizzle-orm';
import { OTP_MAX_WRONG_TRIES } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { otpCodes, users } from '../src/db/schema';
import { createAccount, mailedCode, newAccount, postJson, register, whoAmI } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { expectValidationFailed } from './helpers/validation';

const SECOND = 1000;

describe('one-time codes', () => {
  const t = useTestApp({ env: { RATE_LIMITS: 'off' } });

  const sendOtp = (email: string, forPasswordReset?: boolean) =>
    postJson(
      t,
      '/api/auth/send-otp',
      forPasswordReset === undefined ? { email } : { email, forPasswordReset },
    );
  /** Each sign-up's registration token, as the browser that signed up keeps it. */
  const registrationTokens = new Map<string, string>();
  const signUp = async (details: ReturnType<typeof newAccount>) => {
    const response = await register(t, details);
    registrationTokens.set(details.email, response.json<{ registrationToken: string }>().registrationToken);
    return response;
  };
  const verifyOtp = (email: string, otp: string, forPasswordReset?: boolean) =>
    postJson(
      t,
      '/api/auth/verify-otp',
      forPasswordReset === undefined
        ? { email, otp, registrationToken: registrationTokens.get(email) }
        : { email, otp, forPasswordReset },
    );
  const mailCount = (email: string) => t.memoryMailer?.sent.filter((m) => m.to === email).length ?? 0;
  const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const codeRow = async (email: string, purpose: 'verify_email' | 'reset_password') => {
    const [row] = await t.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)));
    return row;
  };

  /** A registered, unverified account whose sign-up code is older than the resend cooldown. */
  const unverifiedAccount = async () => {
    const details = newAccount();
    await signUp(details);
    t.clock.advance(31 * SECOND);
    return details;
  };

  it('verifies an e-mail with the mailed code and signs the user in', async () => {
    const details = newAccount();
    await signUp(details);
    const response = await verifyOtp(details.email, mailedCode(t, details.email));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: 'Email verified successfully!', token: expect.any(String) });
    expect(body.user).toMatchObject({ email: details.email, isEmailVerified: true });
    expect(response.cookies.find((c) => c.name === 'cc_session')?.value).toBe(body.token);
    expect((await whoAmI(t, body.token)).statusCode).toBe(200);
  });

  it('stores only an HMAC of the code, never the code', async () => {
    const details = newAccount();
    await signUp(details);
    const code = mailedCode(t, details.email);
    const row = await codeRow(details.email, 'verify_email');
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('sends a new code and says when the next one may be asked for', async () => {
    const details = await unverifiedAccount();
    const oldCode = mailedCode(t, details.email);
    const response = await sendOtp(details.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String), cooldown: 30 });
    expect(mailCount(details.email)).toBe(2);
    const newCode = mailedCode(t, details.email);
    const mail = t.memoryMailer?.sent.at(-1);
    expect(mail?.text).toContain(newCode);
    expect(mail?.text).toContain('expires in 10 minutes');
    if (newCode !== oldCode)
      expect((await verifyOtp(details.email, oldCode)).json().code).toBe('OTP_INVALID');
    expect((await verifyOtp(details.email, newCode)).statusCode).toBe(200);
  });

  it('enforces the 30 s resend cooldown with 429 OTP_COOLDOWN and retryAfter', async () => {
    const details = newAccount();
    await signUp(details);
    const early = await sendOtp(details.email);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'OTP_COOLDOWN', retryAfter: 30 });
    expect(early.headers['retry-after']).toBe('30');

    t.clock.advance(20 * SECOND);
    const later = await sendOtp(details.email);
    expect(later.statusCode).toBe(429);
    expect(later.json().retryAfter).toBe(10);

    t.clock.advance(10 * SECOND);
    expect((await sendOtp(details.email)).statusCode).toBe(200);
    expect(mailCount(details.email)).toBe(2);
  });

  it('answers an unknown address exactly like a real one, sends nothing, and still applies the cooldown', async () => {
    const known = await unverifiedAccount();
    const knownAnswer = await sendOtp(known.email);
    const unknownEmail = 'nobody.here@example.com';
    const unknownAnswer = await sendOtp(unknownEmail);
    expect(unknownAnswer.statusCode).toBe(200);
    expect(unknownAnswer.json()).toEqual(knownAnswer.json());
    expect(mailCount(unknownEmail)).toBe(0);
    expect((await sendOtp(unknownEmail)).json()).toMatchObject({ code: 'OTP_COOLDOWN' });
    expect((await sendOtp(unknownEmail, true)).statusCode).toBe(200);
    expect(mailCount(unknownEmail)).toBe(0);
    // Whatever is guessed, the never-mailed code verifies nobody.
    expect((await verifyOtp(unknownEmail, '123456')).statusCode).toBe(400);
  });

  it('answers a sign-up code asked for a verified account as for anyone, and mails it nothing', async () => {
    const account = await createAccount(t);
    // After the sign-up's own code, whose cooldown would answer otherwise.
    t.clock.advance(61_000);
    const before = mailCount(account.email);
    const response = await sendOtp(account.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await sendOtp('nobody.at.all@example.com')).json());
    expect(mailCount(account.email)).toBe(before);
  });

  it('mails a password-reset code to a verified account', async () => {
    const account = await createAccount(t);
    expect((await sendOtp(account.email, true)).statusCode).toBe(200);
    expect(t.memoryMailer?.sent.at(-1)).toMatchObject({
      to: account.email,
      subject: expect.stringContaining('password reset'),
    });
  });

  it('binds a code to its purpose: a sign-up code does not reset a password', async () => {
    const details = newAccount();
    await signUp(details);
    const response = await verifyOtp(details.email, mailedCode(t, details.email), true);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('OTP_EXPIRED');
  });

  it('answers a wrong code with 400 OTP_INVALID and the tries left', async () => {
    const details = newAccount();
    await signUp(details);
    const response = await verifyOtp(details.email, wrongCodeFor(mailedCode(t, details.email)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'OTP_INVALID', error: 'The code is incorrect. 4 tries left.' });
  });

  it('kills the code at the fifth wrong try (429 OTP_TOO_MANY_ATTEMPTS), even for the right code after', async () => {
    const details = newAccount();
    await signUp(details);
    const code = mailedCode(t, details.email);
    const answers: string[] = [];
    for (let i = 0; i < OTP_MAX_WRONG_TRIES; i += 1) {
      const response = await verifyOtp(details.email, wrongCodeFor(code));
      answers.push(`${response.statusCode} ${response.json().error}`);
    }
    expect(answers).toEqual([
      '400 The code is incorrect. 4 tries left.',
      '400 The code is incorrect. 3 tries left.',
      '400 The code is incorrect. 2 tries left.',
      '400 The code is incorrect. 1 try left.',
      '429 Too many wrong codes. Please request a new one.',
    ]);
    const right = await verifyOtp(details.email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('OTP_TOO_MANY_ATTEMPTS');

    // A new code starts a fresh count.
    t.clock.advance(30 * SECOND);
    expect((await sendOtp(details.email)).statusCode).toBe(200);
    expect((await verifyOtp(details.email, mailedCode(t, details.email))).statusCode).toBe(200);
  });

  it('caps wrong codes per address at 20 a day, over all its codes', async () => {
    const details = newAccount();
    await signUp(details);
    const answers: string[] = [];
    for (let code = 0; code < 4; code += 1) {
      if (code > 0) {
        t.clock.advance(31 * SECOND);
        expect((await sendOtp(details.email)).statusCode).toBe(200);
      }
      const right = mailedCode(t, details.email);
      for (let i = 0; i < OTP_MAX_WRONG_TRIES; i += 1)
        answers.push((await verifyOtp(details.email, wrongCodeFor(right))).json().code);
    }
    expect(answers.filter((code) => code === 'OTP_DAILY_LIMIT')).toHaveLength(1);
    expect(answers.at(-1)).toBe('OTP_DAILY_LIMIT');
    // A fifth code is mailed, but even it is refused until the day is over.
    t.clock.advance(31 * SECOND);
    expect((await sendOtp(details.email)).statusCode).toBe(200);
    const refused = await verifyOtp(details.email, mailedCode(t, details.email));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('OTP_DAILY_LIMIT');
    // A day later (the registration has expired too: the person signs up again) codes work again.
    t.clock.advance(24 * 60 * 60 * SECOND);
    await signUp(details);
    expect((await verifyOtp(details.email, mailedCode(t, details.email))).statusCode).toBe(200);
  });

  it('never counts more than 5 wrong tries, even for 10 parallel guesses', async () => {
    const details = newAccount();
    await signUp(details);
    const code = mailedCode(t, details.email);
    const guesses = Array.from({ length: 10 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const responses = await Promise.all(guesses.map((guess) => verifyOtp(details.email, guess)));
    const codes = responses.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(OTP_MAX_WRONG_TRIES - 1);
    expect(codes.filter((c) => c === 'OTP_TOO_MANY_ATTEMPTS')).toHaveLength(10 - (OTP_MAX_WRONG_TRIES - 1));
    expect((await codeRow(details.email, 'verify_email'))?.wrongAttempts).toBe(OTP_MAX_WRONG_TRIES);
    expect((await verifyOtp(details.email, code)).json().code).toBe('OTP_TOO_MANY_ATTEMPTS');
  });

  it('accepts a code just before ten minutes and refuses it after (400 OTP_EXPIRED)', async () => {
    const fresh = newAccount();
    await signUp(fresh);
    t.clock.advance(9 * 60 * SECOND + 59 * SECOND);
    expect((await verifyOtp(fresh.email, mailedCode(t, fresh.email))).statusCode).toBe(200);

    const stale = newAccount();
    await signUp(stale);
    t.clock.advance(10 * 60 * SECOND + SECOND);
    const response = await verifyOtp(stale.email, mailedCode(t, stale.email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'OTP_EXPIRED',
      error: 'The code has expired. Please request a new one.',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, stale.email))).toHaveLength(0);
  });

  it('makes nothing of a code for an address nobody signed up with, or of a code used twice', async () => {
    expect((await verifyOtp('never-sent@example.com', '123456')).json().code).toBe('REGISTRATION_NOT_FOUND');
    const details = newAccount();
    await signUp(details);
    const code = mailedCode(t, details.email);
    expect((await verifyOtp(details.email, code)).statusCode).toBe(200);
    // The registration became the account: nothing is left to verify.
    const again = await verifyOtp(details.email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('REGISTRATION_NOT_FOUND');
  });

  it.each([
    ['a short code', { email: 'a@example.com', otp: '12345' }, 'otp', 'Please enter the 6-digit code.'],
    ['letters', { email: 'a@example.com', otp: 'abcdef' }, 'otp', 'Please enter the 6-digit code.'],
    [
      'a number instead of text',
      { email: 'a@example.com', otp: 123456 },
      'otp',
      'Please enter the 6-digit code.',
    ],
    ['no code', { email: 'a@example.com' }, 'otp', 'Please enter the 6-digit code.'],
    ['a bad e-mail', { email: 'nope', otp: '123456' }, 'email', 'Please enter a valid email address.'],
    ['no e-mail', { otp: '123456' }, 'email', 'Email is required'],
  ])('validates verify-otp: %s', async (_label, body, path, message) => {
    expectValidationFailed(await postJson(t, '/api/auth/verify-otp', body), message, path);
  });

  it.each([
    ['no e-mail', {}, 'Email is required'],
    ['a blank e-mail', { email: '  ' }, 'Email is required'],
    ['a bad e-mail', { email: 'a@' }, 'Please enter a valid email address.'],
    ['a non-boolean flag', { email: 'a@example.com', forPasswordReset: 'yes' }, expect.any(String)],
  ])('validates send-otp: %s', async (_label, body, message) => {
    expectValidationFailed(await postJson(t, '/api/auth/send-otp', body), message);
  });
});
