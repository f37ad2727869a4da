/**
 * Notifications on two servers sharing one database and one Redis (docs/architecture.md#notifications):
 * a notification stored and pushed on one server reaches the user's stream open on the other (the
 * cluster bus), marking read on one updates a stream on the other, and a server started afterwards (a
 * restart) finds what was stored. Each server's contest reminder check stores a reminder once.
 */
import { afterAll, expect, it } from 'vitest';
import type { ListNotificationsResponse } from '@codeconquer/contracts';
import type { App } from '../../src/app';
import { contestRegistrations, contests } from '../../src/db/schema';
import { addNotifications } from '../../src/notifications/notify';
import { bearer, useAccounts } from '../helpers/accounts';
import { buildPeerApp, useTestApp } from '../helpers/build-test-app';
import { clusterEnv, usePeerApp } from '../helpers/cluster-apps';
import { openUserEvents, type UserEvents } from '../helpers/user-events';

const t = useTestApp({ env: clusterEnv('notify-test') });
const accounts = useAccounts(t, { dana: {}, eli: {} });
const cluster = usePeerApp(t);
const streams: UserEvents[] = [];

afterAll(() => {
  for (const stream of streams) stream.close();
});

async function open(app: App, token: string): Promise<UserEvents> {
  const stream = await openUserEvents(app, token);
  streams.push(stream);
  return stream;
}

it("reaches the user's stream on the other server, both ways", async () => {
  const onPeer = await open(cluster.peer, accounts.dana.token);
  await onPeer.count((n) => n === 0);
  const notified = await t.database.db.transaction((tx) =>
    addNotifications(tx, [
      { userId: accounts.dana.id, kind: 'reply', text: 'A reply', link: '/contests' },
      { userId: accounts.dana.id, kind: 'mention', text: 'A mention', link: '/contests' },
    ]),
  );
  t.app.ctx.notifier.pushed(notified);
  await onPeer.count((n) => n === 2);

  const onFirst = await open(t.app, accounts.dana.token);
  await onFirst.count((n) => n === 2);
  const read = await cluster.peer.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: bearer(accounts.dana.token),
    payload: {},
  });
  expect(read.json()).toEqual({ unread: 0 });
  await onFirst.count((n) => n === 0);
});

it('keeps them across a restart: a server started afterwards lists and counts them', async () => {
  const notified = await t.database.db.transaction((tx) =>
    addNotifications(tx, [{ userId: accounts.eli.id, kind: 'rating', text: 'Rated', link: '/leaderboard' }]),
  );
  cluster.peer.ctx.notifier.pushed(notified);
  const restarted = await buildPeerApp(t);
  try {
    const listed = await restarted.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(accounts.eli.token),
    });
    const body = listed.json<ListNotificationsResponse>();
    expect(body.unread).toBe(1);
    expect(body.notifications.map((n) => n.text)).toEqual(['Rated']);
    const stream = await open(restarted, accounts.eli.token);
    await stream.count((n) => n === 1);
    stream.close();
  } finally {
    await restarted.close();
  }
});

it("stores one reminder when both servers' checks run at once", async () => {
  const start = new Date(t.clock.now().getTime() + 5 * 60_000);
  const [contest] = await t.database.db
    .insert(contests)
    .values({ title: 'Cluster Round', startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
    .returning();
  await t.database.db
    .insert(contestRegistrations)
    .values({ contestId: contest?.id as string, userId: accounts.eli.id, registeredAt: new Date(0) });
  const stream = await open(cluster.peer, accounts.eli.token);
  const [first, second] = await Promise.all([t.app.ctx.reminders.run(), cluster.peer.ctx.reminders.run()]);
  expect([...(first ?? []), ...(second ?? [])]).toEqual([accounts.eli.id]);
  // Whichever server stored it, the stream on the peer hears of it.
  await stream.count((n) => n === 2);
  const listed = await t.app.inject({
    method: 'GET',
    url: '/api/notifications?unread=true',
    headers: bearer(accounts.eli.token),
  });
  expect(listed.json<ListNotificationsResponse>().notifications.map((n) => n.kind)).toEqual([
    'contest_soon',
    'rating',
  ]);
});
