/**
 * Servers on one database and one Redis behave as one (docs/operations.md#several-servers): a sign-out
 * or a settings change made on one is seen on the others at once (the cluster bus), and request limits
 * and the sign-in throttle are counted once for all (Redis). The servers' own fallbacks (sessions kept
 * 5 s, views refreshed after 1 s) count on the wall clock (Date), which these checks hold still, so only
 * the bus can pass them however slow the host.
 */
import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { publicSettingsSchema, siteSettingsResponseSchema } from '@codeconquer/contracts';
import type { App } from '../../src/app';
import { sessions } from '../../src/db/schema';
import { storeSettings } from '../../src/settings/site-settings';
import { FAILURES_PER_ACCOUNT } from '../../src/accounts/sign-in-throttle';
import { bearer, createAccount, PASSWORD, useAccounts } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import { clusterEnv, usePeerApp } from '../helpers/cluster-apps';

const ADMIN_EMAIL = 'cluster.admin@example.com';
const t = useTestApp({ env: clusterEnv('cluster-test', { ADMIN_EMAILS: ADMIN_EMAIL }) });
const accounts = useAccounts(t, { admin: { email: ADMIN_EMAIL } });
// Both servers' subscriptions are in place before anything is told.
const cluster = usePeerApp(t);

/** How long a message may take across Redis (the fallbacks cannot pass a check meanwhile: Date is still). */
const BUS_WAIT_MS = 5000;

const channel = () => `${t.config.judgeQueuePrefix}:cluster`;
type Message = { topic: string; body: unknown };

/** Publishes on the cluster channel as a server of its own would. */
async function tellAsAnotherServer(message: Message): Promise<void> {
  const redis = t.app.ctx.redis as Redis;
  await redis.publish(channel(), JSON.stringify({ origin: 'another-server', ...message }));
}

/** Hears the cluster channel from outside, as another server does (from when it resolves). */
async function listen() {
  const subscriber = new Redis(process.env.TEST_REDIS_URL as string);
  const messages: Message[] = [];
  await subscriber.subscribe(channel());
  subscriber.on('message', (_channel: string, text: string) => messages.push(JSON.parse(text) as Message));
  return {
    async within(ms: number, expected: Message): Promise<boolean> {
      return becomesTrue(ms, async () =>
        messages.some((m) => isDeepStrictEqual({ topic: m.topic, body: m.body }, expected)),
      );
    },
    stop: () => subscriber.disconnect(),
  };
}

/**
 * Runs `check` with Date standing still: no cached session or view gets old meanwhile, so what changes
 * is the bus's doing (a busy CI host once took over a second between two reads).
 */
async function withClockStill(check: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    await check();
  } finally {
    vi.useRealTimers();
  }
}

/** Asks `probe` every 20 ms until it answers true, for `withinMs` at most; answers whether it did. */
async function becomesTrue(withinMs: number, probe: () => Promise<boolean>): Promise<boolean> {
  // performance.now, not Date.now: Date may be held still.
  const deadline = performance.now() + withinMs;
  while (performance.now() < deadline) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return probe();
}

describe('two servers', () => {
  // In one process the two apps share the caches' versions, so the bus is shown message by message: what
  // one server announces, and what it does when another server's message arrives.
  it('tell the others of a sign-out, and drop a session another server revoked', async () => {
    const [alice, bob] = [await createAccount(t), await createAccount(t)];
    const heard = await listen();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(alice.token) });
    expect(
      await heard.within(BUS_WAIT_MS, { topic: 'views', body: { kind: 'user', userId: alice.id } }),
    ).toBe(true);
    heard.stop();

    const verify = () => t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(bob.token) });
    await withClockStill(async () => {
      // Kept in memory now, for up to 5 s.
      expect((await verify()).statusCode).toBe(200);
      // Another server signs Bob out: its database write, then its message.
      await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, bob.id));
      expect((await verify()).statusCode).toBe(200);
      await tellAsAnotherServer({ topic: 'views', body: { kind: 'user', userId: bob.id } });
      expect(await becomesTrue(BUS_WAIT_MS, async () => (await verify()).statusCode === 401)).toBe(true);
    });
  });

  it("tell the others of a settings change, and show another server's change at once", async () => {
    const read = async () => publicSettingsSchema.parse((await t.app.inject('/api/settings')).json());
    const headers = bearer(accounts.admin.token);
    const current = siteSettingsResponseSchema.parse(
      (await t.app.inject({ url: '/api/admin/settings', headers })).json(),
    ).settings;
    // From the change on: a view loaded now stays fresh for as long as the check takes.
    await withClockStill(async () => {
      const heard = await listen();
      const mine = `Maintenance at ${crypto.randomUUID().slice(0, 8)}`;
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers,
        payload: { ...current, announcement: mine },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await heard.within(BUS_WAIT_MS, { topic: 'views', body: { kind: 'settings' } })).toBe(true);
      heard.stop();
      expect((await read()).announcement).toBe(mine);

      const theirs = `Contest at ${crypto.randomUUID().slice(0, 8)}`;
      await storeSettings(t.database.db, { ...current, announcement: theirs }, new Date());
      expect((await read()).announcement).toBe(mine);
      await tellAsAnotherServer({ topic: 'views', body: { kind: 'settings' } });
      expect(await becomesTrue(BUS_WAIT_MS, async () => (await read()).announcement === theirs)).toBe(true);
    });
  });

  it('counts a request limit once for both servers', async () => {
    // Registration allows 5 a minute per address; the body is refused (400) but each request counts.
    const register = (app: App) =>
      app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, remoteAddress: '198.51.100.7' });
    const statuses: number[] = [];
    for (const app of [t.app, cluster.peer, t.app, cluster.peer, t.app, cluster.peer])
      statuses.push((await register(app)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('counts failed sign-ins at one account across both servers', async () => {
    const bob = await createAccount(t);
    // A new address each time: the per-address route limit never applies, only the account's budget.
    const attempt = (app: App, index: number, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: bob.email, password },
        remoteAddress: `192.0.2.${index + 1}`,
      });
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i += 1) {
      const failed = await attempt(i % 2 === 0 ? t.app : cluster.peer, i, 'wrong-password-1');
      expect(failed.statusCode, failed.body).toBe(401);
    }
    // Half the failures were made on each server; either now refuses, even the right password.
    for (const [index, app] of [t.app, cluster.peer].entries()) {
      const refused = await attempt(app, 100 + index, PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_SIGN_IN_FAILURES');
    }
  });
});
