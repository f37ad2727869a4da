/**
 * Notifications (docs/product.md#notifications): the routes' validation and permissions for guests, users
 * and admins; what addNotifications stores (kinds turned off skipped, duplicates by dedupe key stored
 * once, app paths only); the live stream's unread count; who is told of an answer, an announcement, a
 * contest about to start and started, and a rating change; and the opt-in e-mail with its unsubscribe
 * link that works without signing in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATIONS_KEPT,
  NOTIFICATIONS_LIST_LIMIT,
  type ListNotificationsResponse,
  type NotificationSettings,
} from '@codeconquer/contracts';
import {
  contestClarifications,
  contestRegistrations,
  contests,
  notifications,
  ratingChanges,
} from '../src/db/schema';
import { addNotifications, type NewNotification } from '../src/notifications/notify';
import { remindContests } from '../src/notifications/contest-reminders';
import { notifyRatingChanges } from '../src/ratings/rating-notifications';
import { unsubscribeToken } from '../src/notifications/unsubscribe-token';
import { bearer, useAccounts, type Account } from './helpers/accounts';
import { useTestApp, type MemoryMailer } from './helpers/build-test-app';
import { openUserEvents, type UserEvents } from './helpers/user-events';

const ADMIN = 'notifications.admin@example.com';
const MINUTE = 60_000;
const t = useTestApp({ env: { ADMIN_EMAILS: ADMIN, RATE_LIMITS: 'off' } });
const accounts = useAccounts(t, {
  admin: { email: ADMIN },
  alice: {},
  bob: {},
  carol: {},
  dora: {},
});

const streams: UserEvents[] = [];
afterAll(() => streams.forEach((stream) => stream.close()));

const get = (url: string, account?: Account) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, account?: Account) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: account ? bearer(account.token) : {},
  });
const list = async (account: Account, query = '') => {
  const response = await get(`/api/notifications${query}`, account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListNotificationsResponse>();
};
/** Stores and pushes, as a feature does after its transaction. */
async function notify(items: NewNotification[]): Promise<string[]> {
  const notified = await t.database.db.transaction((tx) => addNotifications(tx, items));
  t.app.ctx.notifier.pushed(notified);
  return notified;
}
const note = (account: Account, extra: Partial<NewNotification> = {}): NewNotification => ({
  userId: account.id,
  kind: 'reply',
  text: 'Someone replied to your post.',
  link: '/contests',
  ...extra,
});
async function clearAll(): Promise<void> {
  await t.database.db.delete(notifications);
}
async function makeContest(startsInMinutes: number, title = 'Notify Round'): Promise<string> {
  const start = new Date(t.clock.now().getTime() + startsInMinutes * MINUTE);
  const [row] = await t.database.db
    .insert(contests)
    .values({ title, startTime: start, endTime: new Date(start.getTime() + 120 * MINUTE) })
    .returning();
  if (!row) throw new Error('no contest');
  return row.id;
}
async function registerFor(contestId: string, ...who: Account[]): Promise<void> {
  await t.database.db
    .insert(contestRegistrations)
    .values(who.map((account) => ({ contestId, userId: account.id, registeredAt: new Date(0) })));
}
const mail = () => t.memoryMailer as MemoryMailer;

describe('who may call', () => {
  it('refuses guests on every notification route but the unsubscribe link', async () => {
    for (const response of [
      await get('/api/notifications'),
      await send('POST', '/api/notifications/read', {}),
      await get('/api/notifications/settings'),
      await send('PUT', '/api/notifications/settings', { off: [], email: [] }),
      await get('/api/me/events'),
    ]) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('shows users and admins alike only their own notifications', async () => {
    await clearAll();
    await notify([note(accounts.alice), note(accounts.admin, { text: 'For the admin' })]);
    const alice = await list(accounts.alice);
    expect(alice.notifications.map((n) => n.text)).toEqual(['Someone replied to your post.']);
    const admin = await list(accounts.admin);
    expect(admin.notifications.map((n) => n.text)).toEqual(['For the admin']);
    expect((await list(accounts.bob)).notifications).toEqual([]);
  });

  it("leaves another user's notification unread when its id is sent, admin or not", async () => {
    await clearAll();
    await notify([note(accounts.alice)]);
    const [mine] = (await list(accounts.alice)).notifications;
    for (const other of [accounts.bob, accounts.admin]) {
      const response = await send('POST', '/api/notifications/read', { ids: [mine?.id] }, other);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await list(accounts.alice)).unread).toBe(1);
  });
});

describe('validation', () => {
  it('refuses a bad unread filter, bad ids and bad settings with 400', async () => {
    const bad = [
      await get('/api/notifications?unread=maybe', accounts.alice),
      await send('POST', '/api/notifications/read', { ids: ['not-a-uuid'] }, accounts.alice),
      await send('POST', '/api/notifications/read', { ids: [] }, accounts.alice),
      await send(
        'POST',
        '/api/notifications/read',
        { ids: Array.from({ length: 201 }, () => crypto.randomUUID()) },
        accounts.alice,
      ),
      await send('POST', '/api/notifications/read', { ids: 'all' }, accounts.alice),
      await send('PUT', '/api/notifications/settings', { off: ['spam'], email: [] }, accounts.alice),
      await send('PUT', '/api/notifications/settings', { off: [], email: ['rating'] }, accounts.alice),
      await send('PUT', '/api/notifications/settings', { off: [] }, accounts.alice),
      await get('/api/notifications/unsubscribe'),
    ];
    for (const response of bad) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('stores app paths only as links', async () => {
    for (const link of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ])
      await expect(
        t.database.db.transaction((tx) => addNotifications(tx, [note(accounts.alice, { link })])),
      ).rejects.toThrow(/app path/);
  });
});

describe('listing and marking read', () => {
  it('lists newest first with the unread count, filters unread, marks one and then all read', async () => {
    await clearAll();
    await notify([note(accounts.alice, { text: 'first' })]);
    t.clock.advance(1000);
    await notify([note(accounts.alice, { text: 'second', kind: 'mention' })]);
    const all = await list(accounts.alice);
    expect(all.unread).toBe(2);
    expect(all.notifications.map((n) => [n.text, n.kind, n.read])).toEqual([
      ['second', 'mention', false],
      ['first', 'reply', false],
    ]);
    const second = all.notifications[0]?.id;
    const one = await send('POST', '/api/notifications/read', { ids: [second] }, accounts.alice);
    expect(one.json()).toEqual({ unread: 1 });
    expect((await list(accounts.alice, '?unread=true')).notifications.map((n) => n.text)).toEqual(['first']);
    expect((await list(accounts.alice, '?unread=false')).notifications).toHaveLength(2);
    const rest = await send('POST', '/api/notifications/read', {}, accounts.alice);
    expect(rest.json()).toEqual({ unread: 0 });
    expect((await list(accounts.alice)).notifications.every((n) => n.read)).toBe(true);
  });

  it('stores a notification once per user and dedupe key, and not at all for a kind turned off', async () => {
    await clearAll();
    const off = await send(
      'PUT',
      '/api/notifications/settings',
      { off: ['mention'], email: [] },
      accounts.bob,
    );
    expect(off.json<{ settings: NotificationSettings }>().settings).toEqual({ off: ['mention'], email: [] });
    const first = await notify([
      note(accounts.bob, { dedupeKey: 'k1' }),
      note(accounts.bob, { dedupeKey: 'k1' }),
      note(accounts.bob, { kind: 'mention' }),
      note(accounts.carol, { dedupeKey: 'k1' }),
    ]);
    expect(first.sort()).toEqual([accounts.bob.id, accounts.carol.id].sort());
    expect(await notify([note(accounts.bob, { dedupeKey: 'k1' })])).toEqual([]);
    expect((await list(accounts.bob)).notifications.map((n) => n.kind)).toEqual(['reply']);
    expect((await list(accounts.carol)).unread).toBe(1);
    await send('PUT', '/api/notifications/settings', { off: [], email: [] }, accounts.bob);
    const settings = await get('/api/notifications/settings', accounts.bob);
    expect(settings.json()).toEqual({ settings: { off: [], email: [] } });
  });
});

describe('older notifications', () => {
  it('pages them with `before`, newest first, and keeps only the newest NOTIFICATIONS_KEPT', async () => {
    const user = accounts.dora;
    // Stored a minute apart, oldest first; then one more through addNotifications, which prunes.
    const start = Date.now() - (NOTIFICATIONS_KEPT + 10) * MINUTE;
    await t.database.db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS_KEPT + 4 }, (_, n) => ({
        userId: user.id,
        kind: 'rating' as const,
        text: `old ${n}`,
        link: '/leaderboard',
        createdAt: new Date(start + n * MINUTE),
      })),
    );
    await notify([note(user, { text: 'newest' })]);
    const texts: string[] = [];
    let before: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const page = await list(user, before ? `?before=${before}` : '');
      expect(page.notifications.length).toBeLessThanOrEqual(NOTIFICATIONS_LIST_LIMIT);
      texts.push(...page.notifications.map((item) => item.text));
      if (!page.more) break;
      before = page.notifications.at(-1)?.id;
    }
    // The newest first, every one once, the five oldest dropped.
    expect(texts).toHaveLength(NOTIFICATIONS_KEPT);
    expect(texts[0]).toBe('newest');
    expect(texts.slice(1, 3)).toEqual([`old ${NOTIFICATIONS_KEPT + 3}`, `old ${NOTIFICATIONS_KEPT + 2}`]);
    expect(texts.at(-1)).toBe('old 5');
    expect(new Set(texts).size).toBe(texts.length);
    // Another user's id as `before` shows nothing of theirs, and nothing older.
    await notify([note(accounts.alice, { text: 'for alice' })]);
    const theirs = (await list(accounts.alice)).notifications[0]!.id;
    expect((await list(user, `?before=${theirs}`)).notifications).toEqual([]);
    expect((await get('/api/notifications?before=nope', user)).statusCode).toBe(400);
  });
});

describe('the live stream', () => {
  it('sends the unread count when opened, when a notification comes and when one is read', async () => {
    await clearAll();
    const stream = await openUserEvents(t.app, accounts.carol.token);
    streams.push(stream);
    await stream.count((n) => n === 0);
    await notify([note(accounts.carol), note(accounts.carol, { text: 'again' })]);
    await stream.count((n) => n === 2);
    await send('POST', '/api/notifications/read', {}, accounts.carol);
    let seenTwo = false;
    await stream.count((n) => {
      if (n === 2) seenTwo = true;
      return seenTwo && n === 0;
    });
    stream.close();
  });
});

describe('what is notified', () => {
  it("tells the asker of an answered question, and an announcement to the contest's registered users only", async () => {
    await clearAll();
    const contestId = await makeContest(-10, 'Answer Round');
    await registerFor(contestId, accounts.alice, accounts.bob, accounts.admin);
    const [question] = await t.database.db
      .insert(contestClarifications)
      .values({ contestId, userId: accounts.alice.id, question: 'Is n positive?' })
      .returning();
    const answered = await send(
      'POST',
      `/api/admin/contests/${contestId}/clarifications/${question?.id}/answer`,
      { answer: 'Yes.' },
      accounts.admin,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const [answer] = (await list(accounts.alice)).notifications;
    expect(answer).toMatchObject({
      kind: 'clarification',
      text: 'Your question in Answer Round was answered.',
      link: `/contests/${contestId}?tab=clarifications`,
    });
    expect((await list(accounts.bob)).unread).toBe(0);

    const announced = await send(
      'POST',
      `/api/admin/contests/${contestId}/announcements`,
      { text: 'Problem B:\n  the limit is 10^9.' },
      accounts.admin,
    );
    expect(announced.statusCode, announced.body).toBe(201);
    for (const account of [accounts.alice, accounts.bob])
      expect((await list(account)).notifications[0]).toMatchObject({
        kind: 'announcement',
        text: 'Announcement in Answer Round: Problem B: the limit is 10^9.',
        link: `/contests/${contestId}?tab=clarifications`,
      });
    // The admin who announced it and a user who did not register hear nothing.
    expect((await list(accounts.admin)).unread).toBe(0);
    expect((await list(accounts.carol)).unread).toBe(0);
  });

  it('refuses announcements from users (403) and guests (401), telling nobody', async () => {
    await clearAll();
    const contestId = await makeContest(-5);
    await registerFor(contestId, accounts.bob);
    const url = `/api/admin/contests/${contestId}/announcements`;
    expect((await send('POST', url, { text: 'Hi' }, accounts.alice)).statusCode).toBe(403);
    expect((await send('POST', url, { text: 'Hi' })).statusCode).toBe(401);
    expect((await list(accounts.bob)).unread).toBe(0);
  });

  it('reminds registered users 15 minutes before the start and at the start, once each however often checked', async () => {
    await clearAll();
    // Only this contest is in the reminders' window.
    await t.database.db.delete(contests);
    const contestId = await makeContest(20, 'Reminder Round');
    await registerFor(contestId, accounts.alice, accounts.bob);
    const deps = { db: t.database.db, now: t.clock.now, pushed: () => undefined };
    expect(await remindContests(deps)).toEqual([]);
    t.clock.advance(6 * MINUTE);
    // Two servers check at once: each reminder is stored once.
    const [one, two] = await Promise.all([remindContests(deps), remindContests(deps)]);
    expect([...(one ?? []), ...(two ?? [])].sort()).toEqual([accounts.alice.id, accounts.bob.id].sort());
    expect(await remindContests(deps)).toEqual([]);
    const [soon] = (await list(accounts.alice)).notifications;
    expect(soon).toMatchObject({
      kind: 'contest_soon',
      text: 'Reminder Round starts in 14 minutes.',
      link: `/contests/${contestId}`,
    });
    t.clock.advance(15 * MINUTE);
    expect((await remindContests(deps)).sort()).toEqual([accounts.alice.id, accounts.bob.id].sort());
    expect(await remindContests(deps)).toEqual([]);
    expect((await list(accounts.bob)).notifications.map((n) => [n.kind, n.text])).toEqual([
      ['contest_started', 'Reminder Round has started.'],
      ['contest_soon', 'Reminder Round starts in 14 minutes.'],
    ]);
    expect((await list(accounts.carol)).unread).toBe(0);
    // Long after the start nobody is told it started.
    await t.database.db.delete(notifications);
    t.clock.advance(30 * MINUTE);
    expect(await remindContests(deps)).toEqual([]);
  });

  it('tells each contestant their rating change once, linking to their profile', async () => {
    await clearAll();
    const contestId = await makeContest(-200, 'Rated Round');
    const state = { mu: 1500, sigma: 350, deltas: [] } as never;
    await t.database.db.insert(ratingChanges).values([
      {
        contestId,
        userId: accounts.alice.id,
        rank: 1,
        contestants: 2,
        ratingBefore: 1500,
        ratingAfter: 1580,
        performance: 1900,
        stateAfter: state,
      },
      {
        contestId,
        userId: accounts.bob.id,
        rank: 2,
        contestants: 2,
        ratingBefore: 1500,
        ratingAfter: 1420,
        performance: 1100,
        stateAfter: state,
      },
    ]);
    const notified = await t.database.db.transaction((tx) => notifyRatingChanges(tx, [contestId]));
    expect(notified.sort()).toEqual([accounts.alice.id, accounts.bob.id].sort());
    expect(await t.database.db.transaction((tx) => notifyRatingChanges(tx, [contestId]))).toEqual([]);
    expect((await list(accounts.alice)).notifications[0]).toMatchObject({
      kind: 'rating',
      text: 'Your rating went from 1500 to 1580 (+80) after Rated Round: rank 1 of 2.',
      link: `/profile/${accounts.alice.username}`,
    });
    expect((await list(accounts.bob)).notifications[0]?.text).toContain('(-80)');
    await t.database.db.delete(ratingChanges).where(eq(ratingChanges.contestId, contestId));
  });
});

describe('e-mail', () => {
  it('mails an opted-in reminder with an unsubscribe link that works signed out', async () => {
    await clearAll();
    const before = mail().sent.length;
    await send('PUT', '/api/notifications/settings', { off: [], email: ['contests'] }, accounts.carol);
    const contestId = await makeContest(10, 'Mail Round');
    await registerFor(contestId, accounts.carol, accounts.alice);
    await t.app.ctx.reminders.run();
    const mailed = await waitFor(() =>
      mail()
        .sent.slice(before)
        .filter((m) => m.to === accounts.carol.email),
    );
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.text).toContain('Mail Round starts in 10 minutes.');
    expect(mailed[0]?.text).toContain(`${t.config.publicUrl}/contests/${contestId}`);
    // Alice did not opt in: no mail for her.
    expect(
      mail()
        .sent.slice(before)
        .some((m) => m.to === accounts.alice.email),
    ).toBe(false);

    const link = /(https?:\/\/\S+\/api\/notifications\/unsubscribe\?token=\S+)/.exec(
      mailed[0]?.text ?? '',
    )?.[1];
    expect(link).toBeDefined();
    const followed = await t.app.inject({
      method: 'GET',
      url: new URL(link as string).pathname + new URL(link as string).search,
    });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe('/unsubscribed?email=contests');
    expect((await get('/api/notifications/settings', accounts.carol)).json()).toEqual({
      settings: { off: [], email: [] },
    });
  });

  it('sends no mail for a kind without e-mail, and refuses a forged or foreign token', async () => {
    await send('PUT', '/api/notifications/settings', { off: [], email: ['replies'] }, accounts.bob);
    const before = mail().sent.length;
    await notify([note(accounts.bob, { kind: 'mention' })]);
    await notify([note(accounts.bob, { kind: 'reply', text: 'A reply for Bob' })]);
    await waitFor(() =>
      mail()
        .sent.slice(before)
        .filter((m) => m.to === accounts.bob.email),
    );
    expect(
      mail()
        .sent.slice(before)
        .map((m) => m.text.includes('A reply for Bob')),
    ).toEqual([true]);

    const genuine = unsubscribeToken('test-secret-'.padEnd(40, 'x'), accounts.bob.id, 'replies');
    const forged = [
      genuine.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      unsubscribeToken('another secret', accounts.bob.id, 'replies'),
      genuine.replace(accounts.bob.id, accounts.alice.id),
      genuine.replace('replies', 'contests'),
      'x.y.z',
    ];
    for (const token of forged) {
      const response = await get(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/unsubscribed?invalid=1');
    }
    expect((await get('/api/notifications/settings', accounts.bob)).json()).toEqual({
      settings: { off: [], email: ['replies'] },
    });
    const real = await get(`/api/notifications/unsubscribe?token=${encodeURIComponent(genuine)}`);
    expect(real.headers.location).toBe('/unsubscribed?email=replies');
  });
});

async function waitFor<T extends unknown[]>(read: () => T, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value.length > 0 || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
