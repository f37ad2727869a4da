/**
 * Mail over a real SMTP conversation: an smtp-server listens on 127.0.0.1 (random port), the app sends
 * through createSmtpMailer(SMTP_URL), and the code is read back from the message the server received.
 */
import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { createSmtpMailer, type Mailer } from '../src/mail/mailer';
import { newAccount, postJson, register, whoAmI } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

type ReceivedMail = { from: string; to: string[]; raw: string };

function startSmtpServer(): Promise<{ server: SMTPServer; port: number; inbox: ReceivedMail[] }> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS upgrade (no certificate here) and no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const listener = server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (listener.address() as AddressInfo).port, inbox });
    });
  });
}

/** A loopback port nothing listens on: taken from the OS, then released, so connecting is refused. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = {
      RATE_LIMITS: 'off',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'CodeConquer <no-reply@codeconquer.test>',
    };
    const config = loadConfig(env);
    if (!config.smtpUrl) throw new Error('SMTP_URL was not read');
    mailer = createSmtpMailer(config.smtpUrl, config.mailFrom);
    t = await buildTestApp({ env, mailer });
  });
  afterAll(async () => {
    await t.close();
    mailer.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('mails the sign-up code over SMTP, and that code verifies the account', async () => {
    const details = newAccount();
    const registered = await register(t, details);
    expect(registered.statusCode).toBe(201);

    expect(smtp.inbox).toHaveLength(1);
    const mail = smtp.inbox[0];
    expect(mail?.from).toBe('no-reply@codeconquer.test');
    expect(mail?.to).toEqual([details.email]);
    expect(mail?.raw).toMatch(/^Subject: Your CodeConquer verification code/m);
    expect(mail?.raw).toContain('expires in 10 minutes');
    const code = /Your code is: (\d{6})/.exec(mail?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await postJson(t, '/api/auth/verify-otp', {
      email: details.email,
      otp: code,
      registrationToken: registered.json().registrationToken,
    });
    expect(verified.statusCode).toBe(200);
    expect((await whoAmI(t, verified.json().token)).json().user).toMatchObject({
      email: details.email,
      isEmailVerified: true,
    });
  });

  it('answers 503 MAIL_FAILED when the SMTP server is unreachable', async () => {
    const deadMailer = createSmtpMailer(
      `smtp://127.0.0.1:${await closedPort()}`,
      'no-reply@codeconquer.test',
    );
    const dead = await buildTestApp({ env: { RATE_LIMITS: 'off' }, mailer: deadMailer });
    try {
      const response = await register(dead, newAccount());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'MAIL_FAILED' });
    } finally {
      await dead.close();
      deadMailer.close();
    }
  });
});
