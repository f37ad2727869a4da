/**
 * Servers started at the same moment on a new PostgreSQL database (a fresh deployment, a host reboot)
 * take turns at the start-up work (db/client.ts `exclusive`): one migrates and syncs the bank, the other
 * finds it done. Both serve, and the bank is there once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../e2e/support/server';
import { createOwnDatabase, newQueueLink, queuedServerEnv, type OwnDatabase } from './support';

let database: OwnDatabase;
const servers: RunningServer[] = [];

beforeAll(async () => {
  database = await createOwnDatabase('together');
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await database?.drop();
});

it('two servers started together on an empty database both come up, with the bank loaded once', async () => {
  const env = queuedServerEnv(database.url, newQueueLink('together'));
  const started = await Promise.allSettled([startServer(env), startServer(env)]);
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual([
    'up',
    'up',
  ]);
  const { rows } = await database.client.query<{ id: string; copies: number }>(
    'select id, count(*)::int as copies from problems group by id',
  );
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((row) => row.copies !== 1)).toEqual([]);
  for (const server of servers) {
    const list = await fetch(`${server.url}/api/problem/list`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as unknown[]).length).toBe(rows.length);
  }
});
