/**
 * Two API servers on one PostgreSQL and one Redis, with a worker judging for both (docs/contests.md#
 * scoreboard): a registration made on one server shows on the other's board, a verdict judged through
 * the worker reaches an event stream opened on the other server, and so does a clarification.
 */
import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ScoreboardResponse } from '@codeconquer/contracts';
import { startServer, type RunningServer } from '../../../e2e/support/server';
import {
  createOwnDatabase,
  newQueueLink,
  queuedServerEnv,
  signUp,
  startWorker,
  type OwnDatabase,
  type WorkerProcess,
} from './support';

const link = newQueueLink('contests');
const ADMIN_EMAIL = 'contest.admin@example.com';
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';

let database: OwnDatabase;
let one: RunningServer | undefined;
let two: RunningServer | undefined;
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  database = await createOwnDatabase('contests');
  const env = { ...queuedServerEnv(database.url, link), ADMIN_EMAILS: ADMIN_EMAIL };
  one = await startServer(env);
  two = await startServer(env);
  worker = startWorker({ apiUrl: one.url, ...link });
});

afterAll(async () => {
  worker?.stop();
  await one?.stop();
  await two?.stop();
  await database?.drop();
});

async function call<T>(
  server: RunningServer,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The names of the events a contest's stream sends, as they arrive. */
function followEvents(server: RunningServer, contestId: string): { events: string[]; close: () => void } {
  const events: string[] = [];
  const request = http.get(`${server.url}/api/contests/${contestId}/events`, (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      for (const match of chunk.matchAll(/^event: (\w+)$/gm)) events.push(match[1] as string);
    });
  });
  request.on('error', () => undefined);
  return { events, close: () => request.destroy() };
}

it('shares registrations, verdicts and clarifications between servers', async () => {
  if (!one || !two) throw new Error('servers did not start');
  const admin = await signUp(one.url, one.dataDir, ADMIN_EMAIL);
  const user = await signUp(one.url, one.dataDir);
  const { contest } = await call<{ contest: { id: string } }>(one, 'POST', '/admin/contests', admin, {
    title: 'Across servers',
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
    freezeMinutes: 0,
    problems: ['add-two'],
  });
  // Server two holds the board in memory before anything happens on server one.
  const boardOnTwo = () =>
    call<ScoreboardResponse>(two as RunningServer, 'GET', `/contests/${contest.id}/scoreboard`, user);
  expect((await boardOnTwo()).rows).toEqual([]);
  const stream = followEvents(two, contest.id);
  try {
    await call(one, 'POST', `/contests/${contest.id}/register`, user);
    await expect.poll(async () => (await boardOnTwo()).rows.length, { timeout: 10_000 }).toBe(1);

    await call(one, 'POST', '/submission', user, {
      problemId: 'add-two',
      language: 'python',
      code: RIGHT,
      contestId: contest.id,
    });
    await expect
      .poll(async () => (await boardOnTwo()).rows[0]?.solved, { timeout: 60_000, interval: 200 })
      .toBe(1);
    expect(stream.events).toContain('scoreboard');

    await call(one, 'POST', `/contests/${contest.id}/clarifications`, user, { question: 'Is a ≥ 0?' });
    await expect.poll(() => stream.events.includes('clarifications'), { timeout: 10_000 }).toBe(true);
  } finally {
    stream.close();
  }
});
