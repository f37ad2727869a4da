import { eq } from 'drizzle-orm';
import { PASSWORD_MAX_LENGTH, STARTING_TOKENS } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { pendingRegistrations, users } from '../src/db/schema';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import { createAccount, login, mailedCode, newAccount, postJson, register } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { expectValidationFailed } from './helpers/validation';

const ADMIN_EMAIL = 'boss@example.com';
/** Also in ADMIN_EMAILS: the address someone else registers first. */
const TARGETED_ADMIN_EMAIL = 'chief@example.com';

describe('POST /api/auth/register', () => {
  const t = useTestApp({
    env: { RATE_LIMITS: 'off', ADMIN_EMAILS: `${ADMIN_EMAIL},${TARGETED_ADMIN_EMAIL}` },
  });

  const userRow = async (email: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return row;
  };
  const pendingRow = async (email: string) => {
    const [row] = await t.database.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, email));
    return row;
  };
  const verify = (email: string, registrationToken?: string) =>
    postJson(t, '/api/auth/verify-otp', { email, otp: mailedCode(t, email), registrationToken });
  const tokenOf = (response: { json: <T>() => T }) =>
    response.json<{ registrationToken: string }>().registrationToken;

  it('holds no account until verified: answers 201 with a registration token and mails a 6-digit code', async () => {
    const details = newAccount();
    const response = await register(t, details);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: expect.any(String),
      email: details.email,
      registrationToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(await userRow(details.email)).toBeUndefined();

    const row = await pendingRow(details.email);
    expect(row).toMatchObject({ name: details.name, username: details.username });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(details.password);

    const mail = t.memoryMailer?.sent.filter((m) => m.to === details.email) ?? [];
    expect(mail).toHaveLength(1);
    const code = mailedCode(t, details.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail[0]?.text).toContain(code);
    expect(mail[0]?.text).toContain('expires in 10 minutes');

    const verified = await verify(details.email, tokenOf(response));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await userRow(details.email)).toMatchObject({
      isEmailVerified: true,
      role: 'user',
      tokens: STARTING_TOKENS,
      name: details.name,
    });
    expect(await pendingRow(details.email)).toBeUndefined();
  });

  it('mails the code even when the address asked for one moments before it had an account', async () => {
    const details = newAccount();
    expect((await postJson(t, '/api/auth/send-otp', { email: details.email })).statusCode).toBe(200);
    const registered = await register(t, details);
    expect(registered.statusCode).toBe(201);
    expect((await verify(details.email, tokenOf(registered))).statusCode).toBe(200);
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
    expect(await pendingRow(details.email)).toMatchObject({ name: details.name, username: details.username });
  });

  it('accepts unicode, emoji and right-to-left names', async () => {
    const details = newAccount({ name: 'Zoë 😀 مرحبا 名前' });
    expect((await register(t, details)).statusCode).toBe(201);
    expect((await pendingRow(details.email))?.name).toBe('Zoë 😀 مرحبا 名前');
  });

  it('gives the admin role to addresses in ADMIN_EMAILS', async () => {
    const account = await createAccount(t, { email: ADMIN_EMAIL });
    expect(account.user.role).toBe('admin');
  });

  describe('validation reports the first failing rule: passwords, then name, username, email', () => {
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
      expectValidationFailed(response, message);
      expect(response.json().issues[0]).toMatchObject({ path, message });
    });

    // The web app says these in its reader's language by code (its i18n/validation-message.ts).
    const long = 'p'.repeat(PASSWORD_MAX_LENGTH + 1);
    it.each([
      ['a too long name', { name: 'x'.repeat(81) }, { code: 'too_big', origin: 'string', maximum: 80 }],
      [
        'a too long password',
        { password: long, confirmPassword: long },
        { code: 'too_big', origin: 'string', maximum: PASSWORD_MAX_LENGTH },
      ],
      ['a missing name', { name: undefined }, { code: 'invalid_type', expected: 'string' }],
      // A rule of the form's own order (firstSignupProblem) is no rule of zod's: the app translates it itself.
      ['an invalid email', { email: 'not-an-email' }, { code: 'custom' }],
    ])('names the rule an issue breaks and its numbers: %s', async (_label, change, details) => {
      const response = await postJson(t, '/api/auth/register', { ...valid, ...change });
      const { path, message, ...rest } = response.json().issues[0];
      expect([typeof path, typeof message]).toEqual(['string', 'string']);
      expect(rest).toEqual(details);
    });
  });

  it('refuses a username taken in any letter case with 409 USERNAME_TAKEN', async () => {
    const first = await createAccount(t);
    const response = await register(t, newAccount({ username: first.username.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'USERNAME_TAKEN', error: 'This username is already taken.' });
  });

  describe('an address that already has an account (no enumeration)', () => {
    const sentTo = (email: string) => t.memoryMailer?.sent.filter((m) => m.to === email) ?? [];

    it('answers exactly as for a new address, and mails the owner a notice instead of a code', async () => {
      const owner = await createAccount(t);
      const fresh = newAccount();
      const mailsBefore = sentTo(owner.email).length;
      const forTaken = await register(t, newAccount({ email: owner.email.toUpperCase() }));
      const forFresh = await register(t, fresh);
      expect(forTaken.statusCode).toBe(201);
      expect(forFresh.statusCode).toBe(201);
      const shape = (body: Record<string, unknown>) => ({ ...body, email: '*', registrationToken: '*' });
      expect(shape(forTaken.json())).toEqual(shape(forFresh.json()));
      expect(forTaken.json().registrationToken).toMatch(/^[\w-]{43}$/);
      expect(forTaken.json().email).toBe(owner.email);

      const notices = sentTo(owner.email).slice(mailsBefore);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.subject).toBe('Someone tried to sign up with your email address');
      expect(notices[0]?.text).toContain('sign in instead');
      expect(notices[0]?.text).toContain('/forgot-password');
      expect(notices[0]?.text).not.toMatch(/\b\d{6}\b/);
    });

    it('goes on answering as for a new address: wrong codes, a resend, and signing in with its password', async () => {
      const owner = await createAccount(t);
      const fresh = newAccount({ password: 'intruder-pass-1' });
      const intruder = newAccount({ email: owner.email, password: 'intruder-pass-1' });
      const taken = await register(t, intruder);
      const free = await register(t, fresh);
      const verifyWith = (email: string, registrationToken: string) =>
        postJson(t, '/api/auth/verify-otp', { email, otp: '000000', registrationToken });
      const answer = (r: { statusCode: number; json: () => unknown }) => [r.statusCode, r.json()];
      expect(answer(await verifyWith(owner.email, tokenOf(taken)))).toEqual(
        answer(await verifyWith(fresh.email, tokenOf(free))),
      );
      // The resend answers alike (after the cooldown the sign-up started), and mails the owner no code.
      t.clock.advance(61_000);
      const mailsBefore = sentTo(owner.email).length;
      const resend = (email: string) => postJson(t, '/api/auth/send-otp', { email });
      expect(answer(await resend(owner.email))).toEqual(answer(await resend(fresh.email)));
      expect(sentTo(owner.email).length).toBe(mailsBefore);
      // Signing in with the sign-up's password leads to the code screen, as for any sign-up.
      const signIns = [
        await login(t, owner.email, intruder.password),
        await login(t, fresh.email, fresh.password),
      ];
      expect(signIns.map((r) => r.statusCode)).toEqual([403, 403]);
      expect(signIns.map((r) => r.json().code)).toEqual(['EMAIL_NOT_VERIFIED', 'EMAIL_NOT_VERIFIED']);
      // And nothing of the intruder's reaches the owner's account.
      expect((await login(t, owner.email, owner.password)).statusCode).toBe(200);
      expect(await userRow(owner.email)).toMatchObject({ username: owner.username });
    });

    it('takes about as long as a new address does (the password is hashed either way)', async () => {
      const owner = await createAccount(t);
      const timeOf = async (email: string) => {
        const started = performance.now();
        expect((await register(t, newAccount({ email }))).statusCode).toBe(201);
        return performance.now() - started;
      };
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const taken: number[] = [];
      const free: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        taken.push(await timeOf(owner.email));
        free.push(await timeOf(newAccount().email));
      }
      // Before, a taken address answered at once and a new one after an argon2 hash: 50 times faster.
      expect(median(taken)).toBeGreaterThan(median(free) * 0.4);
      expect(median(taken)).toBeLessThan(median(free) * 2.5);
    });
  });

  describe('someone registering another person’s address first (pre-takeover)', () => {
    it('never shares the owner’s account: the owner’s own registration and password win', async () => {
      const owner = newAccount({ email: TARGETED_ADMIN_EMAIL });
      const attacker = newAccount({ email: TARGETED_ADMIN_EMAIL, password: 'attacker-pass-1' });
      const attackerRegistration = await register(t, attacker);
      expect(attackerRegistration.statusCode).toBe(201);
      // Nothing exists yet, least of all an admin account.
      expect(await userRow(TARGETED_ADMIN_EMAIL)).toBeUndefined();
      expect((await login(t, TARGETED_ADMIN_EMAIL, attacker.password)).json().code).toBe(
        'EMAIL_NOT_VERIFIED',
      );

      const ownerRegistration = await register(t, owner);
      expect(ownerRegistration.statusCode).toBe(201);
      const verified = await verify(TARGETED_ADMIN_EMAIL, tokenOf(ownerRegistration));
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().user).toMatchObject({ username: owner.username, role: 'admin' });

      expect((await login(t, TARGETED_ADMIN_EMAIL, attacker.password)).json().code).toBe(
        'INVALID_CREDENTIALS',
      );
      expect((await login(t, TARGETED_ADMIN_EMAIL, owner.password)).statusCode).toBe(200);
      // The attacker's registration died with the owner's verification.
      expect((await verify(TARGETED_ADMIN_EMAIL, tokenOf(attackerRegistration))).json().code).toBe(
        'REGISTRATION_NOT_FOUND',
      );
    });

    it('a code without the registration’s token makes no account, and is not spent', async () => {
      const attacker = newAccount({ password: 'attacker-pass-1' });
      const registered = await register(t, attacker);
      const withoutToken = await verify(attacker.email);
      expect(withoutToken.statusCode).toBe(400);
      expect(withoutToken.json()).toMatchObject({ code: 'REGISTRATION_NOT_FOUND' });
      const wrongToken = await verify(attacker.email, 'x'.repeat(43));
      expect(wrongToken.json()).toMatchObject({ code: 'REGISTRATION_NOT_FOUND' });
      expect(await userRow(attacker.email)).toBeUndefined();
      // The code still works for the browser that holds the token.
      expect((await verify(attacker.email, tokenOf(registered))).statusCode).toBe(200);
    });

    it('a token without the code makes no account', async () => {
      const details = newAccount();
      const registered = await register(t, details);
      const guessed = mailedCode(t, details.email) === '000000' ? '111111' : '000000';
      const response = await postJson(t, '/api/auth/verify-otp', {
        email: details.email,
        otp: guessed,
        registrationToken: tokenOf(registered),
      });
      expect(response.json()).toMatchObject({ code: 'OTP_INVALID' });
      expect(await userRow(details.email)).toBeUndefined();
    });

    it('the right password of a waiting registration gets a fresh token to verify with', async () => {
      const details = newAccount();
      const registered = await register(t, details);
      for (const identifier of [details.email, details.username.toUpperCase()]) {
        const refused = await login(t, identifier, details.password);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          code: 'EMAIL_NOT_VERIFIED',
          unverified: true,
          email: details.email,
          registrationToken: expect.any(String),
        });
      }
      expect((await login(t, details.email, 'wrong-pass-1')).json().code).toBe('INVALID_CREDENTIALS');
      const fresh = (await login(t, details.email, details.password)).json().registrationToken as string;
      // The fresh token replaces the old one.
      expect((await verify(details.email, tokenOf(registered))).json().code).toBe('REGISTRATION_NOT_FOUND');
      expect((await verify(details.email, fresh)).statusCode).toBe(200);
    });
  });

  it('gives a username to the first of several waiting registrations to verify', async () => {
    const username = newAccount().username;
    const registrations = [newAccount({ username }), newAccount({ username }), newAccount({ username })];
    const tokens: string[] = [];
    for (const details of registrations) {
      const response = await register(t, details);
      expect(response.statusCode).toBe(201);
      tokens.push(tokenOf(response));
    }
    const answers = [];
    for (const [index, details] of registrations.entries())
      answers.push(await verify(details.email, tokens[index]));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 409, 409]);
    expect(answers[1]?.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
  });

  it('never shows secrets in the user it returns', async () => {
    const account = await createAccount(t);
    expect(Object.keys(account.user).sort()).toEqual(
      [
        // The university or school the user names (null until they do): public, as on their profile.
        'affiliation',
        'bio',
        'createdAt',
        'email',
        'github',
        'id',
        'isEmailVerified',
        'joinedAt',
        'linkedin',
        // The interface language the user picked (null: their browser's): theirs only, like the e-mail.
        'locale',
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
      locale: null,
      profilePhotoUrl: null,
    });
    expect(account.user.joinedAt).toBe(account.user.createdAt);
    expect(new Date(account.user.joinedAt).toISOString()).toBe(account.user.joinedAt);
  });
});

describe('POST /api/auth/register when mail cannot be sent', () => {
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
  const t = useTestApp({ env: { RATE_LIMITS: 'off' }, mailer });

  it('answers 503 MAIL_FAILED and keeps nothing, so the same sign-up can be retried', async () => {
    const details = newAccount();
    const failed = await register(t, details);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'MAIL_FAILED' });
    expect(
      await t.database.db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.email, details.email)),
    ).toHaveLength(0);

    mailer.failing = false;
    expect((await register(t, details)).statusCode).toBe(201);
    expect(mailer.sent.map((m) => m.to)).toEqual([details.email]);
  });
});
