import { eq } from 'drizzle-orm';
import { STARTING_TOKENS } from '@codeconquer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import { createAccount, mailedCode, newAccount, postJson, register } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const ADMIN_EMAIL = 'boss@example.com';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });
  });
  afterAll(async () => {
    await t.close();
  });

  const userRow = async (email: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return row;
  };

  it('creates an unverified account, answers 201 and mails a 6-digit code that expires in 10 minutes', async () => {
    const details = newAccount();
    const response = await register(t, details);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.any(String), email: details.email });

    const row = await userRow(details.email);
    expect(row).toMatchObject({
      isEmailVerified: false,
      role: 'user',
      tokens: STARTING_TOKENS,
      name: details.name,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(details.password);

    const mail = t.memoryMailer?.sent.filter((m) => m.to === details.email) ?? [];
    expect(mail).toHaveLength(1);
    const code = mailedCode(t, details.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail[0]?.text).toContain(code);
    expect(mail[0]?.text).toContain('expires in 10 minutes');
  });

  it('mails the code even when the address asked for one moments before it had an account', async () => {
    const details = newAccount();
    expect((await postJson(t, '/api/auth/send-otp', { email: details.email })).statusCode).toBe(200);
    expect((await register(t, details)).statusCode).toBe(201);
    const verified = await postJson(t, '/api/auth/verify-otp', {
      email: details.email,
      otp: mailedCode(t, details.email),
    });
    expect(verified.statusCode).toBe(200);
  });

  it('trims the fields and stores the e-mail lower-case', async () => {
    const details = newAccount();
    const response = await postJson(t, '/api/auth/register', {
      name: `  ${details.name}  `,
      username: ` ${details.username} `,
      email: `  ${details.email.toUpperCase()} `,
      password: details.password,
      confirmPassword: details.password,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBe(details.email);
    expect(await userRow(details.email)).toMatchObject({ name: details.name, username: details.username });
  });

  it('accepts unicode, emoji and right-to-left names', async () => {
    const details = newAccount({ name: 'Zoë 😀 مرحبا 名前' });
    expect((await register(t, details)).statusCode).toBe(201);
    expect((await userRow(details.email))?.name).toBe('Zoë 😀 مرحبا 名前');
  });

  it('gives the admin role to addresses in ADMIN_EMAILS', async () => {
    const account = await createAccount(t, { email: ADMIN_EMAIL });
    expect(account.user.role).toBe('admin');
  });

  describe('validation, in the order of SPEC §5', () => {
    const valid = {
      name: 'Ada Lovelace',
      username: 'ada_l',
      email: 'ada@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
    };
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      [
        'mismatched and short passwords',
        { password: 'abc', confirmPassword: 'abd' },
        'confirmPassword',
        'Passwords do not match',
      ],
      [
        'mismatched passwords, blank name',
        { name: ' ', confirmPassword: 'other-pass' },
        'confirmPassword',
        'Passwords do not match',
      ],
      [
        'short password, blank name and username',
        { password: 'abc', confirmPassword: 'abc', name: '', username: '' },
        'password',
        'Password must be at least 6 characters long',
      ],
      ['blank name and username', { name: '   ', username: '' }, 'name', 'Full name is required'],
      ['blank username', { username: '  ' }, 'username', 'Username is required'],
      ['blank email', { email: ' ' }, 'email', 'Email is required'],
      ['invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
      [
        'invalid username',
        { username: 'a b' },
        'username',
        'Username must be 3–30 characters: letters, digits, dots, hyphens or underscores.',
      ],
      [
        'control characters in the name',
        { name: 'Ada\u0000Lovelace' },
        'name',
        'Full name cannot contain control characters.',
      ],
      ['missing name', { name: undefined }, 'name', 'Full name is required'],
      ['missing confirmation', { confirmPassword: undefined }, 'confirmPassword', 'Passwords do not match'],
      ['a too long name', { name: 'x'.repeat(81) }, 'name', 'Full name can be at most 80 characters.'],
    ];
    it.each(cases)('%s', async (_label, change, path, message) => {
      const response = await postJson(t, '/api/auth/register', { ...valid, ...change });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
      expect(body.issues[0]).toEqual({ path, message });
    });
  });

  it('refuses a username taken in any letter case with 409 USERNAME_TAKEN', async () => {
    const first = await createAccount(t);
    const response = await register(t, newAccount({ username: first.username.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'USERNAME_TAKEN', error: 'This username is already taken.' });
  });

  it('refuses a verified account’s e-mail with 409 EMAIL_TAKEN and no verification offer', async () => {
    const first = await createAccount(t);
    const response = await register(t, newAccount({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'EMAIL_TAKEN',
      error: 'An account with this email already exists.',
    });
  });

  it('offers verification when the e-mail belongs to an unverified account', async () => {
    const details = newAccount();
    await register(t, details);
    const response = await register(t, newAccount({ email: details.email }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN', unverified: true, email: details.email });
  });

  it('lets exactly one of several parallel sign-ups with the same username through', async () => {
    const username = newAccount().username;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => register(t, newAccount({ username }))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json().code).toBe('USERNAME_TAKEN');
  });

  it('never shows secrets in the user it returns', async () => {
    const account = await createAccount(t);
    expect(Object.keys(account.user).sort()).toEqual(
      [
        'bio',
        'createdAt',
        'email',
        'github',
        'id',
        'isEmailVerified',
        'joinedAt',
        'linkedin',
        'name',
        'profilePhotoUrl',
        'rating',
        'role',
        'solvedProblems',
        'theme',
        'tokens',
        'twitter',
        'username',
        'website',
      ].sort(),
    );
    expect(account.user).toMatchObject({
      tokens: STARTING_TOKENS,
      isEmailVerified: true,
      theme: 'light',
      profilePhotoUrl: null,
    });
    expect(account.user.joinedAt).toBe(account.user.createdAt);
    expect(new Date(account.user.joinedAt).toISOString()).toBe(account.user.joinedAt);
  });
});

describe('POST /api/auth/register when mail cannot be sent', () => {
  let t: TestApp;
  /** Fails while `failing` is set, then delivers to `sent`. */
  class FlakyMailer implements Mailer {
    failing = true;
    readonly sent: MailMessage[] = [];
    async send(message: MailMessage): Promise<void> {
      if (this.failing) throw new Error('SMTP is down');
      this.sent.push(message);
    }
    close(): void {}
  }
  const mailer = new FlakyMailer();

  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: 'off' }, mailer });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 MAIL_FAILED and removes the account, so the same sign-up can be retried', async () => {
    const details = newAccount();
    const failed = await register(t, details);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'MAIL_FAILED' });
    expect(await t.database.db.select().from(users).where(eq(users.email, details.email))).toHaveLength(0);

    mailer.failing = false;
    expect((await register(t, details)).statusCode).toBe(201);
    expect(mailer.sent.map((m) => m.to)).toEqual([details.email]);
  });
});
